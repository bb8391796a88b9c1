import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const METRICS_REFUSED = 'Metrics are served only with the metrics token or on this machine';
export const METRICS_BAD_TOKEN = 'The metrics token is not valid';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or a caller on this
 * machine that did not come through a proxy. A request a local reverse proxy (nginx) forwards also
 * arrives from loopback: it carries X-Forwarded-For or Forwarded, and is treated as remote.
 */
export function requireMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  const auth = request.headers.authorization;
  if (auth !== undefined) {
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
    if (token && given && sameSecret(given, token)) return;
    throw new ApiError(401, METRICS_BAD_TOKEN);
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!proxied && LOOPBACK.has(request.socket.remoteAddress ?? '')) return;
  throw new ApiError(403, METRICS_REFUSED);
}
