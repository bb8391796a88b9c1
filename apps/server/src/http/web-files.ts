import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  lastModified: string;
  cacheControl: string;
  /** A hashed script, stylesheet, image or font (`assets/`): never a document, so no document headers. */
  subresource: boolean;
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
export function loadWebFiles(root: string, skip: readonly string[] = []): Map<string, WebFile> {
  const paths = walk(root, new Set(skip));
  const present = new Set(paths);
  const files = new Map<string, WebFile>();
  for (const path of paths) {
    if (COMPRESSED.test(path)) continue;
    const url = `/${relative(root, path).split(sep).join('/')}`;
    const stat = statSync(path);
    const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    files.set(url, {
      body: readFileSync(path),
      br: readIfThere(`${path}.br`, present),
      gzip: readIfThere(`${path}.gz`, present),
      type,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      cacheControl: url.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : url.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=0',
      subresource: url.startsWith('/assets/') && !type.startsWith('text/html'),
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

/** Answers one file: 304 when the browser's copy is current, else the best variant it accepts. */
export function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile): FastifyReply {
  reply
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const { body, encoding } = chooseBody(file, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(file.type).send(body);
}

/**
 * A GET (and HEAD) route for each file of the built app. Compression is off on these routes: the
 * file's own .br/.gz is sent when there is one. A file served is not written to the log (a page load
 * fetches dozens; the line cost a file a third of its time): only warnings and errors are.
 */
export function registerWebFiles(app: FastifyInstance, files: Map<string, WebFile>): void {
  const fileRoute = { compress: false, logLevel: 'warn', schema: { hide: true } } as const;
  for (const [url, file] of files) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => sendWebFile(request, reply, file);
    // A hashed file is never a page, so it gets no page headers (http/security-headers.ts).
    const options = { ...fileRoute, config: { subresource: file.subresource } };
    app.get(url, options, handler);
    // A folder's index.html also answers the folder's address; `/` is left to the prerendered landing
    // page, or to the not-found handler's app shell in a build without the server render.
    if (url.endsWith('/index.html') && url !== '/index.html') {
      const dir = url.slice(0, -'index.html'.length);
      app.get(dir, options, handler);
    }
  }
}
