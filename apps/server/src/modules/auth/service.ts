import { AUTH_MESSAGES, isOperatorRole, type SignedInUser, STAFF_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, conflict, forbidden } from '../../http/envelope.ts';
import type { SessionSockets } from '../../http/session-sockets.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { noticePasswordChanged, resetMail, verificationMail } from './mails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { claimPhone } from './phone-limit.ts';
import { findReferrer, findUserByEmail, findUserById, revokeUserSessions, type UserRow } from './queries.ts';
import type { limitsFor, RateLimiter } from './rate-limit.ts';
import { consumeAccountToken, createSession, issueAccountToken } from './tokens.ts';
import { checkSignInCode } from './totp.ts';
import { exceedsVerifyWindow, loadUserView } from './user-view.ts';

/**
 * What sign-up and sign-in need: a part of app.deps, the public address, the app's limits, and the
 * sockets a session holds open (closed when a password change or reset ends the session).
 */
export type AuthContext = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log'> & {
  publicUrl: string;
  limiter: RateLimiter;
  limits: ReturnType<typeof limitsFor>;
  throttle: LoginThrottle;
  sessionSockets: SessionSockets;
};

const TERMINATED = 5;

/** Sends a mail; a failing mail server is logged (never the message body: it holds a token) and not fatal. */
async function deliver(ctx: Pick<AuthContext, 'mailer' | 'log'>, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (e) {
    ctx.log.error({ to: message.to, subject: message.subject, err: (e as Error).message }, 'mail not sent');
  }
}

/** Sends in the background, so the answer takes as long whether or not the account exists. */
const deliverLater = (ctx: AuthContext, message: MailMessage) => void deliver(ctx, message);

const verificationLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/login?verify=${token}&email=${encodeURIComponent(email)}`;

const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset?userid=${token}`;

async function signedInView(
  ctx: AuthContext,
  userId: number,
  accessToken: string,
  loginType = 'member',
): Promise<SignedInUser> {
  const view = await loadUserView(ctx.db, ctx.clock, userId, {
    publicUrl: ctx.publicUrl,
    accessToken,
    loginType,
  });
  if (!view) throw new Error(`user ${userId} vanished while signing in`);
  return { ...view, u_accesstoken: accessToken };
}

export interface RegisterInput {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  associateTfp?: string;
  deviceType?: string;
  deviceToken?: string;
}

/**
 * Creates the account, links the referrer when the referral code names a member, opens a session
 * and mails the verification link. Errors: 409 when the email is taken or the phone number already
 * has ACCOUNTS_PER_PHONE accounts.
 */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<SignedInUser> {
  const now = ctx.clock.now();
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction(async (tx) => {
    await claimPhone(tx, input.phone, 'u_phone');
    const referredByUserId = input.associateTfp ? await findReferrer(tx, input.associateTfp) : undefined;
    const [user] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        associateTfp: input.associateTfp || null,
        referredByUserId: referredByUserId ?? null,
        deviceType: input.deviceType ?? null,
        deviceToken: input.deviceToken ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // A concurrent registration of the same email won the race.
    if (!user) return null;
    const verifyToken = await issueAccountToken(tx, ctx.clock, user.id, 'verify_email');
    const accessToken = await createSession(tx, ctx.clock, user.id);
    return { user, verifyToken, accessToken };
  });
  if (!created) throw conflict(AUTH_MESSAGES.emailTaken);
  const { user, verifyToken, accessToken } = created;
  await deliver(ctx, verificationMail(user, verificationLink(ctx.publicUrl, verifyToken, user.email)));
  return signedInView(ctx, user.id, accessToken);
}

// A real argon2id hash, so an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('no-such-account-0');
  return dummyHash;
};

/** Refuses accounts that may not sign in (terminated; unverified past the 24-hour window). */
function assertMaySignIn(user: UserRow, now: Date) {
  // A staff account with status 5 was disabled by an admin (modules/admin/staff), not terminated.
  if (user.status === TERMINATED && isOperatorRole(user.role)) throw forbidden(STAFF_MESSAGES.disabledSignIn);
  if (user.status === TERMINATED) throw forbidden(AUTH_MESSAGES.terminated);
  if (exceedsVerifyWindow(user, now))
    throw new ApiError(403, AUTH_MESSAGES.unverifiedExpired, { resend: true });
}

/**
 * Password login. Errors: 400 wrongLogin (unknown email or wrong password, same answer and timing),
 * 429 while failures make this address or this account wait (login-throttle.ts), 403 unverified
 * past 24 hours or terminated. Locked members (status 3) may sign in: the web app shows them the
 * locked modal, and the API refuses their money calls.
 */
export async function loginWithPassword(
  ctx: AuthContext,
  input: {
    email: string;
    password: string;
    ip: string;
    deviceType?: string;
    deviceToken?: string;
    /** An operator's 6-digit code, when they have turned on two-step sign-in. */
    totp?: string;
  },
): Promise<SignedInUser> {
  const { throttle } = ctx;
  await throttle.before(input.email, input.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  if (!user || !valid) {
    await throttle.failed(input.email, input.ip);
    throw badRequest(AUTH_MESSAGES.wrongLogin);
  }
  if (isOperatorRole(user.role)) {
    try {
      await checkSignInCode(ctx.db, user.id, input.totp, ctx.clock.now());
    } catch (e) {
      // A wrong code counts as a failed sign-in (guessing codes waits like guessing passwords).
      if (e instanceof ApiError && e.statusCode === 400) await throttle.failed(input.email, input.ip);
      throw e;
    }
  }
  await throttle.succeeded(input.email, input.ip);
  assertMaySignIn(user, ctx.clock.now());
  if (input.deviceToken || input.deviceType) {
    await ctx.db
      .update(users)
      .set({
        deviceType: input.deviceType ?? user.deviceType,
        deviceToken: input.deviceToken ?? user.deviceToken,
      })
      .where(eq(users.id, user.id));
  }
  const accessToken = await createSession(ctx.db, ctx.clock, user.id);
  return signedInView(ctx, user.id, accessToken);
}

/**
 * Login with a single-use token from a mail (type admin or link) or from an operator (admin_login).
 * The token must belong to the account of `email`. Errors: 400 loginLinkInvalid, 403 as for password login
 * (an operator's view-as link opens even an unverified or terminated account, to look into it).
 */
export async function loginWithLink(
  ctx: AuthContext,
  input: { email: string; authcode: string; type?: string },
): Promise<SignedInUser> {
  const asOperator = input.type === 'admin_login';
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw badRequest(AUTH_MESSAGES.loginLinkInvalid);
  // View-as opens member accounts only, never another operator's (login-as refuses them too).
  if (asOperator && user.role !== 'member') throw badRequest(AUTH_MESSAGES.loginLinkInvalid);
  const purpose = asOperator ? 'admin_login' : 'login_link';
  if (!asOperator) assertMaySignIn(user, ctx.clock.now());
  const accessToken = await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, ctx.clock, input.authcode, purpose, user.id);
    if (userId === null) return null;
    return createSession(tx, ctx.clock, user.id, asOperator ? 'admin_login' : 'member');
  });
  if (!accessToken) throw badRequest(AUTH_MESSAGES.loginLinkInvalid);
  return signedInView(ctx, user.id, accessToken, asOperator ? 'admin_login' : 'member');
}

/** Marks the email verified with the mailed token. Errors: 400 verifyLinkInvalid (wrong, used or expired). */
export async function verifyEmail(
  ctx: AuthContext,
  input: { email: string; authcode: string },
): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw badRequest(AUTH_MESSAGES.verifyLinkInvalid);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, ctx.clock, input.authcode, 'verify_email', user.id);
    if (userId === null) throw badRequest(AUTH_MESSAGES.verifyLinkInvalid);
    const now = ctx.clock.now();
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  });
}

/**
 * Mails a new verification link (older links stop working) when the account exists and is unverified.
 * The caller answers the same either way. Errors: 429 after 3 account mails per email per hour.
 */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  await ctx.limiter.hit(ctx.limits.accountMails, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt || user.status === TERMINATED) return;
  await mailVerificationLink(ctx, user, { wait: false });
}

/**
 * Issues a new verification token (older links stop working) and mails its link to the user. The
 * member's own resend sends in the background (the answer must not tell whether the account exists);
 * an operator's waits, so a mail server failure is told to the operator rather than only logged.
 * Errors: with wait, the mailer's own error.
 */
export async function mailVerificationLink(
  ctx: Pick<AuthContext, 'db' | 'clock' | 'mailer' | 'log' | 'publicUrl'>,
  user: Pick<UserRow, 'id' | 'email' | 'fullName'>,
  opts: { wait: boolean },
): Promise<void> {
  const token = await issueAccountToken(ctx.db, ctx.clock, user.id, 'verify_email', { replace: true });
  const message = verificationMail(user, verificationLink(ctx.publicUrl, token, user.email));
  if (opts.wait) await ctx.mailer.send(message);
  else void deliver(ctx, message);
}

/**
 * Mails a one-hour reset link (older links stop working) when the account exists.
 * The caller answers the same either way. Errors: 429 after 3 account mails per email per hour.
 */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  await ctx.limiter.hit(ctx.limits.accountMails, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === TERMINATED) return;
  const token = await issueAccountToken(ctx.db, ctx.clock, user.id, 'reset_password', { replace: true });
  deliverLater(ctx, resetMail(user, resetLink(ctx.publicUrl, token)));
}

/**
 * Sets a new password with a reset token, spends it and signs the account out everywhere (its chat
 * sockets close too, on every instance).
 * Opening the mailed link also proves the email address, so an unverified email becomes verified.
 * Errors: 400 resetLinkInvalid (unknown, used or expired token).
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, ctx.clock, input.token, 'reset_password');
    if (userId === null) return null;
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) return null;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: row.emailVerifiedAt ?? now })
      .where(eq(users.id, userId));
    const sessions = await revokeUserSessions(tx, ctx.clock, userId);
    await noticePasswordChanged(tx, userId, now);
    return sessions;
  });
  if (!ended) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  ctx.sessionSockets.close(ended);
}

/**
 * Changes the signed-in member's password after checking the old one; the member's other sessions
 * end (and their chat sockets, on every instance), this one stays. Errors: 400 oldPasswordWrong / samePassword, 403 in an operator's view-as
 * session, 429 after 5 wrong old passwords in 15 minutes.
 */
export async function changePassword(
  ctx: AuthContext,
  member: { userId: number; sessionId: number; loginType: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  if (member.loginType === 'admin_login') throw forbidden(AUTH_MESSAGES.viewAsOnly);
  const key = String(member.userId);
  await ctx.limiter.check(ctx.limits.failedPasswordChecks, key);
  const user = await findUserById(ctx.db, member.userId);
  if (!user) throw badRequest(AUTH_MESSAGES.oldPasswordWrong);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await ctx.limiter.fail(ctx.limits.failedPasswordChecks, key);
    throw badRequest(AUTH_MESSAGES.oldPasswordWrong);
  }
  if (input.oldPassword === input.newPassword) throw badRequest(AUTH_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    const others = await revokeUserSessions(tx, ctx.clock, user.id, member.sessionId);
    await noticePasswordChanged(tx, user.id, now);
    return others;
  });
  ctx.sessionSockets.close(ended);
  await ctx.limiter.clear(ctx.limits.failedPasswordChecks, key);
}
