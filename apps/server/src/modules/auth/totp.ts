import { TOTP_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { operatorTotp } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict } from '../../http/envelope.ts';
import { recordAudit } from '../audit/index.ts';
import { revokeUserSessions } from './queries.ts';

const PERIOD = 30;
/** A code from the step before or after is accepted too: a phone's clock is often a little off. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({
    issuer: 'Trust Fund',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code for `now` belongs to, or null when it is not a code of this secret near `now`. */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code an authenticator app shows for `secret` at `at` (tests and the e2e fixtures). */
export const codeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

export const totpRow = async (db: Db, userId: number) =>
  (await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId)))[0] ?? null;

/**
 * Starts (or starts again) an operator's enrolment: a new secret waiting for its first code. Refused
 * while the second factor is on: turning it off is an admin's change in the database, not a click.
 */
export async function startEnrolment(db: Db, user: { id: number; email: string }, now: Date) {
  const current = await totpRow(db, user.id);
  if (current?.enabledAt) throw conflict(TOTP_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(operatorTotp)
    .values({ userId: user.id, secret, createdAt: now })
    .onConflictDoUpdate({ target: operatorTotp.userId, set: { secret, createdAt: now, lastStep: null } });
  const url = totpOf(secret, user.email).toString();
  return { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/** Checks a code and marks its step used, so the same code is good once. Throws 400 wrongCode. */
async function useCode(
  db: Db,
  row: { userId: number; secret: string; lastStep: number | null },
  code: string,
  now: Date,
) {
  const step = codeStep(row.secret, code, now);
  if (step === null || (row.lastStep !== null && step <= row.lastStep))
    throw badRequest(TOTP_MESSAGES.wrongCode);
  await db.update(operatorTotp).set({ lastStep: step }).where(eq(operatorTotp.userId, row.userId));
}

/**
 * Ends enrolment with the first code the app shows: from now on sign-in asks for a code. The
 * operator's other sessions, opened with the password alone, end (this one stays, as on a password
 * change); answers their ids, whose sockets the caller closes.
 */
export async function confirmEnrolment(
  db: Db,
  clock: Clock,
  operator: { userId: number; sessionId: number },
  code: string,
  ip: string,
): Promise<number[]> {
  const { userId } = operator;
  const now = clock.now();
  const row = await totpRow(db, userId);
  if (!row) throw badRequest(TOTP_MESSAGES.notStarted);
  if (row.enabledAt) throw conflict(TOTP_MESSAGES.alreadyOn);
  await useCode(db, row, code, now);
  return db.transaction(async (tx) => {
    await tx.update(operatorTotp).set({ enabledAt: now }).where(eq(operatorTotp.userId, userId));
    const ended = await revokeUserSessions(tx, clock, userId, operator.sessionId);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'operator.totp_enabled',
      details: {
        ip,
        before: { two_step: false },
        after: { two_step: true },
        sessionsEnded: ended.length,
      },
      createdAt: now,
    });
    return ended;
  });
}

/**
 * The second step of an operator's password sign-in, when they have turned the second factor on:
 * no code answers 401 codeNeeded with data { totp_required: true } (the login page then asks for
 * it); a wrong or reused code answers 400 wrongCode.
 */
export async function checkSignInCode(db: Db, userId: number, code: string | undefined, now: Date) {
  const row = await totpRow(db, userId);
  if (!row?.enabledAt) return;
  if (!code?.trim()) throw new ApiError(401, TOTP_MESSAGES.codeNeeded, { totp_required: true });
  await useCode(db, row, code, now);
}
