import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (Content-Security-Policy, HSTS, nosniff, frame and referrer
 * rules), from helmet. The middleware is built once, here: @fastify/helmet builds it again on every
 * request (parsing the CSP directives each time), which cost a static file about a tenth of its time.
 * The Swagger UI pages (/api/docs) set their own CSP over this one.
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
 * carried their 700 bytes: about 4 KB of the landing page's download on a phone. The built app's hashed
 * files (http/web-files.ts) drop them; nosniff, CORP and HSTS stay on every answer. The service
 * worker's script is not among those files (it is /sw.js), so it keeps its CSP.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
}
