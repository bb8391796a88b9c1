import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityHeaderSets } from './security-headers.ts';

/**
 * The built web app (a few megabytes of files, each with its .br and .gz made at build time) read once
 * at start-up and answered from memory. Serving each request from disk (the compressed siblings
 * looked for, the file opened, streamed and closed) cost about ten times a bare route; from memory a
 * file costs about what a small JSON answer does. Files in `assets/` have hashed names: cached for a
 * year. The rest (index.html, favicon, images) are revalidated with their ETag.
 */
export interface WebFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Its caching and validators (cache-control, etag, last-modified, and vary when it has variants). */
  headers: [string, string][];
  /**
   * Its security headers: a hashed script, stylesheet, image or font (`assets/`) is never a document,
   * so it gets none of a page's own; anything else (an SVG, index.html, the service worker) gets a page's.
   */
  security: [string, string][];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const COMPRESSED = /\.(br|gz)$/;

/** The files under `dir`, leaving out dot-folders (the build's `.vite/` manifest) and the `skip` folders. */
function walk(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory())
      return e.name.startsWith('.') || skip.has(e.name) ? [] : walk(join(dir, e.name), new Set());
    return e.isFile() ? [join(dir, e.name)] : [];
  });
}

const readIfThere = (path: string, present: Set<string>) =>
  present.has(path) ? readFileSync(path) : undefined;

/**
 * Every file of the built app by its URL path (`/assets/x.js`, `/favicon.svg`). `skip` names top folders
 * that are not for browsers (the server render, `ssr/`, read by the server only).
 */
export function loadWebFiles(
  root: string,
  security: SecurityHeaderSets,
  skip: readonly string[] = [],
): Map<string, WebFile> {
  const paths = walk(root, new Set(skip));
  const present = new Set(paths);
  const files = new Map<string, WebFile>();
  for (const path of paths) {
    if (COMPRESSED.test(path)) continue;
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const stat = statSync(path);
    const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const br = readIfThere(`${path}.br`, present);
    const gzip = readIfThere(`${path}.gz`, present);
    const hashed = url.startsWith('/assets/');
    const headers: [string, string][] = [
      [
        'cache-control',
        hashed
          ? 'public, max-age=31536000, immutable'
          : url.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=0',
      ],
      ['etag', etag],
      ['last-modified', stat.mtime.toUTCString()],
    ];
    if (br || gzip) headers.push(['vary', 'accept-encoding']);
    files.set(url, {
      body: readFileSync(path),
      br,
      gzip,
      type,
      etag,
      headers,
      security: hashed && !type.startsWith('text/html') ? security.subresource : security.page,
    });
  }
  return files;
}

/** The variant the browser accepts (brotli first), or the file itself. */
function chooseBody(file: WebFile, accept: string | undefined): { body: Buffer; encoding?: string } {
  if (accept) {
    if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' };
    if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  }
  return { body: file.body };
}

/**
 * Answers one file: 304 when the browser's copy is current, else the best variant it accepts. Its
 * security headers are set by whoever routes to it (webFileRoutes, or the app's not-found answer).
 */
export function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile): FastifyReply {
  for (const [name, value] of file.headers) reply.raw.setHeader(name, value);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const { body, encoding } = chooseBody(file, request.headers['accept-encoding']);
  if (encoding) reply.raw.setHeader('content-encoding', encoding);
  return reply.type(file.type).send(body);
}

/**
 * A GET (and HEAD) route for each file of the built app, in a context of its own beside the rest of
 * the site's (app.ts), so that a file runs none of the site's hooks: it reads no input and no session,
 * is not logged (a page load fetches dozens) and is counted in one metric, not per route. Without
 * those hooks a file answers 1.25 times as many requests a second (bench, 10 connections). What a
 * file needs it carries: its security headers. Compression is not registered here either: the
 * file's own .br/.gz is sent when there is one. Only warnings and errors are logged, through one
 * logger made here rather than a child logger per request.
 */
export function webFileRoutes(
  files: Map<string, WebFile>,
  /** Counts a file served (the metrics). */
  counted: () => void,
) {
  return async (app: FastifyInstance) => {
    const log = app.log.child({}, { level: 'warn' });
    app.setChildLoggerFactory(() => log);
    const fileRoute = { schema: { hide: true } } as const;
    for (const [url, file] of files) {
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        counted();
        for (const [name, value] of file.security) reply.raw.setHeader(name, value);
        return sendWebFile(request, reply, file);
      };
      app.get(url, fileRoute, handler);
      // A folder's index.html also answers the folder's address; `/` is left to the prerendered landing
      // page, or to the not-found handler's app shell in a build without the server render.
      if (url.endsWith('/index.html') && url !== '/index.html') {
        app.get(url.slice(0, -'index.html'.length), fileRoute, handler);
      }
    }
  };
}
