import { randomUUID } from 'node:crypto';
import { EARNINGS_MESSAGES, formatNaira, MIN_REDEEM_KOBO, toNairaNumber } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/envelope.ts';
import {
  balance,
  earningsRedeemed,
  IdempotencyConflictError,
  InsufficientBalanceError,
  memberAccount,
  post,
} from '../../ledger/index.ts';
import { checkPayoutTier } from '../identity/index.ts';
import { notifyMember } from '../notifications/index.ts';

const atMost = (heldKobo: bigint) =>
  heldKobo < MIN_REDEEM_KOBO
    ? EARNINGS_MESSAGES.redeemMinimum
    : `You can redeem at most ${formatNaira(heldKobo)}, the earnings you hold now.`;

/**
 * Whether the redemption of this request id is already recorded: its retry (an answer lost on the
 * way) moves nothing, so it answers without a new code.
 */
export async function redemptionRecorded(db: Db, userId: number, requestId: string | undefined) {
  if (!requestId) return false;
  const [done] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.reference, `redemption:${userId}:${requestId}`), eq(payouts.userId, userId)));
  return Boolean(done);
}

/**
 * POST /referalreedem: the chosen amount leaves the member's earnings for liability:payouts-due
 * (transfer earningsRedeemed) and a payout of kind redemption is recorded with the member's bank
 * details, in one transaction, under the key redemption:<member>:<request id>. The same request id
 * again answers the payout already recorded and moves nothing.
 *
 * Errors (ApiError): 400 with the spec's text when the amount or the earnings held are below
 * N5,000; 400 when the amount is above the earnings held, above the tier's payout limit (no checked
 * ID) or no bank details are on file; 409 when a
 * redemption running at the same time took the earnings first (the ledger's floor refused it), or
 * the request id was already used for another amount.
 */
export async function redeemEarnings(
  db: Db,
  input: { userId: number; amountKobo: bigint; requestId?: string; now: Date },
) {
  const { userId, amountKobo, now } = input;
  if (amountKobo < MIN_REDEEM_KOBO) throw badRequest(EARNINGS_MESSAGES.redeemMinimum);
  const key = `redemption:${userId}:${input.requestId ?? randomUUID()}`;
  return db.transaction(async (tx) => {
    const earnings = memberAccount(userId, 'earnings');
    const [done] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.reference, key), eq(payouts.userId, userId)));
    if (done) {
      if (done.amountKobo !== amountKobo)
        throw conflict('This redemption was already made with another amount.');
      return { payout: done, holdsKobo: await balance(tx, earnings) };
    }
    const held = await balance(tx, earnings);
    // Holding less than the minimum, the amount (at least the minimum) is above it: atMost says so.
    if (amountKobo > held) throw badRequest(atMost(held));
    // Without a checked ID, a payout is capped by the member's tier (docs/domain-rules.md).
    await checkPayoutTier(tx, userId, amountKobo, 'redeem_amount');
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const { bankName, accountNumber, accountHolderName } = user ?? {};
    if (!bankName || !accountNumber || !accountHolderName) throw badRequest(EARNINGS_MESSAGES.noBank);
    let replayed: boolean;
    try {
      ({ replayed } = await post(
        tx,
        earningsRedeemed({
          key,
          memberId: userId,
          amountKobo,
          description: `Earnings redeemed to your ${bankName} account ending ${accountNumber.slice(-4)}`,
          at: now,
        }),
      ));
    } catch (e) {
      // Another redemption committed between the read above and the lock post() takes.
      if (e instanceof InsufficientBalanceError) throw conflict(atMost(e.available));
      if (e instanceof IdempotencyConflictError)
        throw conflict('This redemption was already made with another amount.');
      throw e;
    }
    if (replayed) {
      // The same request committed meanwhile: answer its payout.
      const [same] = await tx.select().from(payouts).where(eq(payouts.reference, key));
      if (!same) throw new Error(`redemption ${key} posted without its payout`);
      return { payout: same, holdsKobo: await balance(tx, earnings) };
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId,
        kind: 'redemption',
        reference: key,
        amountKobo,
        bankName,
        accountNumber,
        accountHolderName,
        bankCode: user?.bankCode ?? null,
        createdAt: now,
      })
      .returning();
    if (!payout) throw new Error('payout insert returned no row');
    await notifyMember(tx, {
      memberId: userId,
      kind: 'earnings_redeemed',
      subject: 'Earnings redeemed',
      message: `${formatNaira(amountKobo)} of your earnings will be sent to your ${bankName} account ending ${accountNumber.slice(-4)} once an operator of the fund sends it.`,
      at: now,
      key: `redemption:${payout.id}`,
    });
    return { payout, holdsKobo: await balance(tx, earnings) };
  });
}

/** The answer of POST /referalreedem (naira). */
export const redemptionView = (r: Awaited<ReturnType<typeof redeemEarnings>>) => ({
  payout_id: r.payout.id,
  redeem_amount: toNairaNumber(r.payout.amountKobo),
  bank_name: r.payout.bankName,
  account_number: r.payout.accountNumber,
  redeemable: toNairaNumber(r.holdsKobo),
});
