import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Refuses (403) a caller that is not on this machine. The test-only routes (fixtures, the manual
 * clock) exist only with NODE_ENV=test; this keeps them local even on a test server others can reach.
 */
export function requireLocalCaller(request: FastifyRequest, refusal: string): void {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new ApiError(403, refusal);
}
