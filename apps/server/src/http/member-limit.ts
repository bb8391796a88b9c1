import type { FastifyRequest } from 'fastify';

/**
 * A route rate limit (@fastify/rate-limit) counted per member rather than per session or address:
 * it runs as a preHandler, after the route's session check has named the member, so signing in
 * again (a new access token) gives no new allowance. Calls without a member fall back to the address.
 */
export const perMemberLimit = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => (req.member ? `member:${req.member.userId}` : `ip:${req.ip}`),
});
