import { createHash, timingSafeEqual } from 'node:crypto';
import { isOperatorRole, type OperatorRole, TOTP_MESSAGES } from '@trust/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preparedQuery } from '../db/prepared.ts';
import { operatorTotp, sessions, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from './envelope.ts';

/** Sessions end after this long without use, and in any case this long after sign-in. */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
/**
 * An operator's own session can move the fund's money and read every member, so it is short: a
 * working day (8 hours from sign-in) and 30 minutes without use, whichever comes first.
 */
const OPERATOR_SESSION_IDLE_MS = 30 * 60_000;
const OPERATOR_SESSION_ABSOLUTE_MS = 8 * 3_600_000;

/** Whether a session has ended on the clock: idle too long, or past its absolute limit. */
function sessionEnded(
  s: { role: string; loginType: string; createdAt: Date; lastUsedAt: Date; expiresAt: Date },
  now: Date,
): boolean {
  if (s.expiresAt <= now || now.getTime() - s.lastUsedAt.getTime() > SESSION_IDLE_MS) return true;
  if (!isOperatorRole(s.role) || s.loginType !== 'member') return false;
  return (
    now.getTime() - s.lastUsedAt.getTime() > OPERATOR_SESSION_IDLE_MS ||
    now.getTime() - s.createdAt.getTime() >= OPERATOR_SESSION_ABSOLUTE_MS
  );
}

/**
 * When a session ends on the clock if it is not used again: its expiry, 7 days after its last use and,
 * for an operator's own session, 30 minutes after its last use or 8 hours after sign-in (sessionEnded
 * decides; this says when to look again, e.g. for a chat socket that holds the session open).
 */
function sessionEndsAt(s: {
  role: string;
  loginType: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}): Date {
  const used = s.lastUsedAt.getTime();
  let end = Math.min(s.expiresAt.getTime(), used + SESSION_IDLE_MS);
  if (isOperatorRole(s.role) && s.loginType === 'member') {
    end = Math.min(
      end,
      used + OPERATOR_SESSION_IDLE_MS,
      s.createdAt.getTime() + OPERATOR_SESSION_ABSOLUTE_MS,
    );
  }
  return new Date(end);
}

export interface SignedIn {
  userId: number;
  sessionId: number;
  role: string;
  status: number;
  loginType: string;
}

/** A valid session and when it ends on the clock if unused (sessionEndsAt). */
export interface OpenSession extends SignedIn {
  endsAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember: the signed-in account. Every member-scoped query uses member.userId. */
    member: SignedIn;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session of a token's hash with its account's role and status, built once (db/prepared.ts). */
const sessionByTokenHash = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      loginType: sessions.loginType,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token'),
);

/** The session behind the request's `accesstoken` header, or null when there is none or it is not valid. */
export async function readSession(request: FastifyRequest): Promise<SignedIn | null> {
  return sessionForToken(request.server.deps, request.headers.accesstoken);
}

type SessionDeps = Pick<FastifyRequest['server']['deps'], 'db' | 'clock'>;

/** The session an access token opens (a header, or the chat socket's handshake), or null. */
export async function sessionForToken(deps: SessionDeps, token: unknown): Promise<OpenSession | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  return sessionForTokenHash(deps, hashToken(token));
}

/**
 * The session of a token's hash, or null when it is unknown, revoked or ended on the clock. A use
 * (`use`, the default) moves its last use to now, at most once a minute; a look that is no use (a
 * chat socket's timer checking whether its session is still open) leaves it.
 */
export async function sessionForTokenHash(
  { db, clock }: SessionDeps,
  tokenHash: string,
  { use = true }: { use?: boolean } = {},
): Promise<OpenSession | null> {
  const now = clock.now();
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  if (!row) return null;
  if (sessionEnded(row, now)) return null;
  let lastUsedAt = row.lastUsedAt;
  if (use && now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
    lastUsedAt = now;
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    status: row.status,
    loginType: row.loginType,
    endsAt: sessionEndsAt({ ...row, lastUsedAt }),
  };
}

/**
 * preHandler for signed-in calls. Reads the `accesstoken` header; an unknown, expired or revoked
 * token answers 401 with message "100". Touches lastUsedAt at most once a minute. The session rules
 * (view-as is read-only, a locked account moves no money) have already run in preValidation
 * (session-rules.ts).
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // preValidation may already have read the session for the session rules.
  const signedIn = request.member ?? (await readSession(request));
  if (!signedIn) throw unauthorized();
  request.member = signedIn;
}

/** What a signed-in member reads when calling an operator call (not "100": that would sign them out). */
export const OPERATOR_ONLY_MESSAGE = 'Only an operator of the fund can do this.';

/** What an operator reads when calling another role's operator call. */
export const OTHER_ROLE_MESSAGE = 'Your operator role does not allow this.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operator roles an operator call is for (an admin may always call it). */
    roles?: readonly OperatorRole[];
    /** An operator call open to an operator who has not yet set up a required second factor. */
    totpSetup?: boolean;
  }
}

/**
 * The one operator check, for a call that declares the roles it is for in its route config
 * (`config: { roles: ['support'] }`): a signed-in operator of one of those roles, or an admin. A
 * member's valid session answers 403 (the member stays signed in); another operator role answers 403;
 * no session or an invalid one answers 401 "100" as everywhere else. A call that declares no roles is
 * an admin's only. Used as the route's preValidation, so the role is checked before the body is read:
 * a member learns nothing about an operator call's input.
 */
export async function requireRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireMember(request, reply);
  const role = request.member.role;
  if (!isOperatorRole(role)) throw forbidden(OPERATOR_ONLY_MESSAGE);
  const allowed = request.routeOptions.config.roles ?? [];
  if (role !== 'admin' && !allowed.includes(role)) throw forbidden(OTHER_ROLE_MESSAGE);
  await requireSecondFactor(request);
}

/** With OPERATOR_TOTP_REQUIRED on, an operator without two-step sign-in may only set it up. */
async function requireSecondFactor(request: FastifyRequest): Promise<void> {
  const { config, db } = request.server.deps;
  if (config.OPERATOR_TOTP_REQUIRED !== 'on' || request.routeOptions.config.totpSetup) return;
  const [row] = await db
    .select({ enabledAt: operatorTotp.enabledAt })
    .from(operatorTotp)
    .where(eq(operatorTotp.userId, request.member.userId));
  if (!row?.enabledAt) throw forbidden(TOTP_MESSAGES.setupFirst);
}

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Operator calls that command-line tools also make: a signed-in operator of the call's roles (as
 * requireRole), or the operator token (OPERATOR_TOKEN setting, x-operator-token header) that lets
 * confirm-transfer act through the running server.
 */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.headers[OPERATOR_TOKEN_HEADER];
  const expected = request.server.deps.config.OPERATOR_TOKEN;
  if (typeof token === 'string' && expected && sameSecret(token, expected)) return;
  await requireRole(request, reply);
}
