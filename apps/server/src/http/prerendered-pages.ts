import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listenOn } from '../db/listen.ts';
import { PUBLIC_CONTENT_CHANNEL } from './public-content-signal.ts';

/** The folder of the web build that holds the server render (apps/web/vite.config.ts writes it). */
export const SERVER_RENDER_DIR = 'ssr';

type PageQuery = 'howItWorks' | 'endorsements' | 'faqs' | 'testimonials' | 'plans' | 'fundDetails';

/** What apps/web/src/entry-server.tsx exports (built to <web dist>/ssr/entry-server.js). */
interface ServerRender {
  PRERENDERED_PAGES: { path: string; modules: string[]; queries: PageQuery[] }[];
  renderPage(
    path: string,
    content: Partial<Record<PageQuery, unknown>>,
    now: number,
  ): Promise<{ html: string; title: string; state: unknown }>;
}

type Manifest = Record<
  string,
  { file: string; name?: string; src?: string; css?: string[]; imports?: string[] }
>;

/** Each page's content is what the browser would read from the public calls. */
const CONTENT_CALLS: Record<PageQuery, string> = {
  howItWorks: '/api/ayehowitworks',
  endorsements: '/api/ayeendorsement',
  faqs: '/api/ayefaq',
  testimonials: '/api/ayetestimonials',
  plans: '/api/getsubscriptionplans',
  fundDetails: '/api/fund-details',
};

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Every server's cached pages in this process: an operator's edit (publicContentChanged) empties
 * them all. The generation tells a render that began before the edit not to keep its stale result.
 */
const caches = new Set<Map<string, Promise<Rendered>>>();
let generation = 0;

/**
 * Called when an operator changes what the public pages show (the console's Content section and the
 * plans' figures, modules/admin/content/routes.ts): the next visitor gets a fresh render.
 */
export function publicContentChanged(): void {
  generation += 1;
  for (const cache of caches) cache.clear();
}

const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The CSS and JavaScript chunks (with what they import) of the page's route modules, from the build
 * manifest. A module that is part of a named chunk group (web vite.config.ts) is named by its group.
 */
function assetsOf(manifest: Manifest, modules: string[]) {
  const css = new Set<string>();
  const js = new Set<string>();
  const groups = new Map(Object.values(manifest).flatMap((c) => (c.name && !c.src ? [[c.name, c]] : [])));
  const visit = (key: string) => {
    const chunk = manifest[key] ?? groups.get(key);
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    // A module of CSS alone has a stylesheet as its file.
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return { css: [...css], js: [...js].filter((f) => f.endsWith('.js')) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: no "</script>" can end the block early. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The landing, learn more, plans, terms and privacy pages as finished HTML (issue 15): read without
 * JavaScript on a slow phone, then hydrated by the app. Drawn on the first request with the content
 * in the database, kept, and drawn again after an operator's edit. Any other path stays the app's
 * index.html (the not-found handler in app.ts).
 */
export async function registerPrerenderedPages(app: FastifyInstance, webDist: string): Promise<void> {
  const entry = join(webDist, SERVER_RENDER_DIR, 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return;
  const render = (await import(pathToFileURL(entry).href)) as ServerRender;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  // Each page's chunks follow from the build alone: found once, not at every render.
  const assets = new Map(render.PRERENDERED_PAGES.map((p) => [p.path, assetsOf(manifest, p.modules)]));
  const cache = new Map<string, Promise<Rendered>>();
  caches.add(cache);
  // A change saved through another instance is announced to all of them (public-content-signal.ts).
  // A lost listening connection may have missed one: the pages are drawn again then too.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await listenOn(
      app.deps.database,
      PUBLIC_CONTENT_CHANNEL,
      () => publicContentChanged(),
      (err) => {
        app.log.warn({ err }, 'public content listener lost its connection; reconnecting');
        publicContentChanged();
      },
    );
  });
  app.addHook('preClose', async () => {
    await stopListening?.();
  });
  app.addHook('onClose', async () => {
    caches.delete(cache);
  });

  async function contentFor(queries: PageQuery[]) {
    const entries = await Promise.all(
      queries.map(async (query) => {
        const res = await app.inject({ method: 'GET', url: CONTENT_CALLS[query] });
        // A call that fails leaves its section to the browser, as the app does without prerendering.
        return res.statusCode === 200 ? [[query, res.json<{ data: unknown }>().data] as const] : [];
      }),
    );
    return Object.fromEntries(entries.flat());
  }

  async function draw(page: ServerRender['PRERENDERED_PAGES'][number]): Promise<Rendered> {
    const rendered = await render.renderPage(
      page.path,
      await contentFor(page.queries), // The browser compares the content's age with its own clock.
      Date.now(),
    );
    const { css, js } = assets.get(page.path) ?? { css: [], js: [] };
    // What index.html links already (the app's entry) is not linked twice.
    const head = [
      ...css
        .filter((f) => !template.includes(f))
        .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...js
        .filter((f) => !template.includes(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('');
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace(/<!--prerender-->[\s\S]*?<!--\/prerender-->/, () => rendered.html)
      .replace(
        '</body>',
        () =>
          `<script type="application/json" id="prerendered-state">${safeJson(rendered.state)}</script></body>`,
      )
      // The page reads fine without JavaScript; only its forms and menus need it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      compressBr(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      compressGzip(body, { level: 9 }),
    ]);
    return { html: body, br, gzip: gz };
  }

  function cached(page: ServerRender['PRERENDERED_PAGES'][number]): Promise<Rendered> {
    const hit = cache.get(page.path);
    if (hit) return hit;
    const started = generation;
    const drawing = draw(page);
    cache.set(page.path, drawing);
    drawing.then(
      // An edit landed while drawing: this render may show the old content, so it is not kept.
      () => started !== generation && cache.get(page.path) === drawing && cache.delete(page.path),
      () => cache.delete(page.path),
    );
    return drawing;
  }

  for (const page of render.PRERENDERED_PAGES) {
    app.get(page.path, async (request: FastifyRequest, reply: FastifyReply) => {
      const rendered = await cached(page);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(rendered.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(rendered.gzip);
      return reply.send(rendered.html);
    });
  }
}
