import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, sessions } from '../../db/schema/index.ts';
import { hashToken, SESSION_ABSOLUTE_MS } from '../../http/session-guard.ts';

/** 256 random bits, URL-safe. Only its SHA-256 is ever stored. */
const newToken = () => randomBytes(32).toString('base64url');

const HOUR = 3_600_000;

/** What a mailed token is for, and how long it stays valid (docs/domain-rules.md "Accounts and sessions"). */
const TOKEN_LIFETIME_MS = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  login_link: 7 * 24 * HOUR,
  admin_login: 15 * 60_000,
  /** A new staff member's invitation: sets their first password (modules/admin/staff). */
  operator_invite: 72 * HOUR,
} as const;
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

/** An operator viewing a member's dashboard gets a short session. */
const ADMIN_LOGIN_SESSION_MS = 2 * HOUR;

/**
 * Issues a single-use token for a user. When `replace` is set, the user's unspent tokens of the
 * same purpose are spent first, so only the newest link works (reset, resent verification).
 */
export async function issueAccountToken(
  db: Db,
  clock: Clock,
  userId: number,
  purpose: TokenPurpose,
  opts: { replace?: boolean } = {},
): Promise<string> {
  const now = clock.now();
  if (opts.replace) {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
  const token = newToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Spends a token: marks it used and returns its user id, or null when it is unknown, of another
 * purpose or user, already used or expired. The update is conditional, so two concurrent uses
 * cannot both win. `userId` ties the token to the account named in the same request.
 */
export async function consumeAccountToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: TokenPurpose,
  userId?: number,
): Promise<number | null> {
  const now = clock.now();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        userId === undefined ? undefined : eq(accountTokens.userId, userId),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Opens a session and returns its access token (sent to the client once, stored only as a hash). */
export async function createSession(
  db: Db,
  clock: Clock,
  userId: number,
  loginType: 'member' | 'admin_login' = 'member',
): Promise<string> {
  const now = clock.now();
  const token = newToken();
  const lifetime = loginType === 'admin_login' ? ADMIN_LOGIN_SESSION_MS : SESSION_ABSOLUTE_MS;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    loginType,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}
