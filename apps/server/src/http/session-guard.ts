import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import { unauthorized } from './envelope.ts';

/** Sessions end after this long without use, and in any case this long after sign-in. */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;

export interface SignedIn {
  userId: number;
  sessionId: number;
  role: string;
  status: number;
  loginType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember: the signed-in account. Every member-scoped query uses member.userId. */
    member: SignedIn;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * preHandler for signed-in calls. Reads the `accesstoken` header; an unknown, expired or revoked
 * token answers 401 with message "100". Touches lastUsedAt at most once a minute.
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = request.headers.accesstoken;
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw unauthorized();
  const { db, clock } = request.server.deps;
  const now = clock.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      loginType: sessions.loginType,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.expiresAt <= now || now.getTime() - row.lastUsedAt.getTime() > SESSION_IDLE_MS)
    throw unauthorized();
  if (now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  request.member = {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    status: row.status,
    loginType: row.loginType,
  };
}

/** preHandler for operator-only calls (after requireMember). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireMember(request, reply);
  if (request.member.role !== 'admin') throw unauthorized();
}
