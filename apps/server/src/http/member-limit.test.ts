import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { perMemberLimit } from './member-limit.ts';

// The limit itself (10 card attempts, signing in again gives none more) is tested on the card routes in
// modules/joining/card-limit.test.ts; this is whom it counts.
describe('a per-member route limit', () => {
  const limit = perMemberLimit(10, '10 minutes');
  const request = (patch: Partial<FastifyRequest>) => ({ ip: '102.90.1.1', ...patch }) as FastifyRequest;

  it('counts by member once the session check has named one, whatever the address', () => {
    const member = { userId: 42 } as FastifyRequest['member'];
    expect(limit.keyGenerator(request({ member }))).toBe('member:42');
    expect(limit.keyGenerator(request({ member, ip: '10.0.0.9' }))).toBe('member:42');
  });

  it('counts by address a call that names no member, so one left unguarded is still limited', () => {
    expect(limit.keyGenerator(request({}))).toBe('ip:102.90.1.1');
  });

  it('runs after the session check, with the numbers given', () => {
    expect(limit).toMatchObject({ max: 10, timeWindow: '10 minutes', hook: 'preHandler' });
  });
});
