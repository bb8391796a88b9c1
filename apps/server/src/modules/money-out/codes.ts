import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MONEY_OUT_MESSAGES, type MoneyOutPurpose } from '@trust/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moneyOutCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';

/** A code is valid this long after it is sent. */
const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code takes before it is used up. */
const CODE_TRIES = 5;

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Makes a code for one purpose and keeps only its salted hash: the code itself is answered to the
 * caller to send, never stored or logged. An earlier code for the same purpose stops working. How
 * often codes are sent is capped by the route (10 in 10 minutes per member).
 */
export async function newMoneyOutCode(
  db: Db,
  userId: number,
  purpose: MoneyOutPurpose,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await tx
      .update(moneyOutCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(moneyOutCodes.userId, userId),
          eq(moneyOutCodes.purpose, purpose),
          isNull(moneyOutCodes.usedAt),
        ),
      );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(moneyOutCodes).values({
      userId,
      purpose,
      codeHash: hashOf(salt, code),
      salt,
      createdAt: now,
      expiresAt,
    });
    return { code, expiresAt };
  });
}

/**
 * Checks a code and uses it up, in a transaction of its own so a wrong try is counted whatever the
 * request does next. The code is used by the request it came with, whatever that request's outcome.
 * Errors: 400 with the spec's words when no code was given, the code is wrong (tries left said), or
 * no code for the purpose is waiting (expired, used, five wrong tries, never sent).
 */
export async function useMoneyOutCode(
  db: Db,
  userId: number,
  purpose: MoneyOutPurpose,
  code: string | undefined,
  now: Date,
): Promise<void> {
  if (!code) throw badRequest(MONEY_OUT_MESSAGES.codeRequired, { field: 'code', code_required: true });
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(moneyOutCodes)
      .where(
        and(
          eq(moneyOutCodes.userId, userId),
          eq(moneyOutCodes.purpose, purpose),
          isNull(moneyOutCodes.usedAt),
          gt(moneyOutCodes.expiresAt, now),
          sql`${moneyOutCodes.attempts} < ${CODE_TRIES}`,
        ),
      )
      .orderBy(desc(moneyOutCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return { ok: false as const, left: 0 };
    const given = Buffer.from(hashOf(row.salt, code), 'hex');
    const kept = Buffer.from(row.codeHash, 'hex');
    if (given.length === kept.length && timingSafeEqual(given, kept)) {
      await tx.update(moneyOutCodes).set({ usedAt: now }).where(eq(moneyOutCodes.id, row.id));
      return { ok: true as const };
    }
    const attempts = row.attempts + 1;
    await tx.update(moneyOutCodes).set({ attempts }).where(eq(moneyOutCodes.id, row.id));
    return { ok: false as const, left: CODE_TRIES - attempts };
  });
  if (outcome.ok) return;
  if (outcome.left > 0)
    throw badRequest(MONEY_OUT_MESSAGES.codeWrong(outcome.left), { field: 'code', code_required: true });
  throw badRequest(MONEY_OUT_MESSAGES.codeExpired, { field: 'code', code_required: true });
}
