import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (Content-Security-Policy, HSTS, nosniff, frame and referrer
 * rules), from helmet. The middleware is built once, here, and run once (pageHeaders): @fastify/helmet
 * builds it again on every request (parsing the CSP directives each time), which cost a static file
 * about a tenth of its time, and even built once, running it on each request cost a static file about
 * a fifth. The Swagger UI pages (/api/docs) set their own CSP over this one.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      mediaSrc: ["'self'", 'https:'],
      // Landing-page videos are youtube-nocookie embeds, loaded only on click.
      frameSrc: ['https://www.youtube-nocookie.com'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers that act only on a document (a page, or a worker's script): what it may load, frame or
 * refer, how its window is isolated. On a script, stylesheet or image they do nothing, yet each file
 * carried their 700 bytes: about 4 KB of the landing page's download on a phone. The rest of helmet's
 * (nosniff, CORP and HSTS) go on every answer.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The API's answers (JSON, and a member's statement or picture) are never pages: they get the headers
 * OWASP's REST guidance names, with a policy that allows a browser to run or load nothing from them
 * and no site to frame them. The API's documentation pages (/api/docs) are pages, and keep a page's.
 */
const API_POLICY: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];

const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * What helmet writes on a page's answer, read once: its policy has no per-request part (no nonce), so
 * every page gets the same headers, set without running the middleware on each request (which cost a
 * static file about a fifth of its time).
 */
function pageHeaders(): [string, string][] {
  const written: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      written.push([name.toLowerCase(), String(value)]);
    },
    removeHeader: () => {},
  };
  securityHeaders({} as never, res as never, () => {});
  return written;
}

/** The three sets of security headers, each read from helmet once. */
export interface SecurityHeaderSets {
  /** A page, or anything a browser may open as a document (an SVG, the service worker's script). */
  page: [string, string][];
  /**
   * A hashed script, stylesheet, image or font of the built app (http/web-files.ts): never a
   * document, so none of a page's own rules.
   */
  subresource: [string, string][];
  /** An API answer (JSON, a statement, a picture). */
  api: [string, string][];
}

export function securityHeaderSets(): SecurityHeaderSets {
  const page = pageHeaders();
  const subresource = page.filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name));
  return { page, subresource, api: [...subresource, ...API_POLICY] };
}

/**
 * The security headers of every answer of this app but the built app's files, which carry theirs
 * with them (http/web-files.ts): an API answer's under /api/ (but the documentation pages), a page's
 * everywhere else, a not-found answer included.
 */
export function registerSecurityHeaders(app: FastifyInstance, sets: SecurityHeaderSets) {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? sets.api : sets.page)
      reply.raw.setHeader(name, value);
    done();
  });
}
