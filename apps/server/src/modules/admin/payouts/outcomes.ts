import { formatNaira } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches, payouts } from '../../../db/schema/index.ts';
import { post } from '../../../ledger/index.ts';
import { type CashSource, type PayoutKind, payoutReturned, payoutSent } from '../../../ledger/transfers.ts';
import { reopenReturnedLoan } from '../../loans/index.ts';
import { notifyMember } from '../../notifications/index.ts';
import { reopenReturnedApplication } from '../../pop-etc/index.ts';

type PayoutRow = typeof payouts.$inferSelect;

const KINDS: readonly PayoutKind[] = ['cashout', 'redemption', 'loan', 'pop', 'etc'];
const payoutKind = (kind: string): PayoutKind => {
  if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`payout of unknown kind ${kind}`);
  return kind as PayoutKind;
};

const account = (p: PayoutRow) => `${p.bankName} account ending ${p.accountNumber.slice(-4)}`;

/** Where a payout's money goes back to, in the member's words. */
const WHERE_BACK: Record<PayoutKind, string> = {
  cashout: 'your contributions',
  redemption: 'your earnings',
  loan: 'your loan account (you do not owe it)',
  pop: 'your POP account (you do not owe it)',
  etc: 'your ETC account (you do not owe it)',
};

/**
 * The payout reached the member's bank: payouts-due leaves the provider's balance or the fund's
 * bank, the row is marked sent and the member is told. Posting under payout-sent:<id> makes a
 * second call (a replayed webhook) change nothing in the ledger.
 */
export async function markPayoutSent(tx: Db, p: PayoutRow, via: CashSource, now: Date) {
  await post(
    tx,
    payoutSent({
      key: `payout-sent:${p.id}`,
      memberId: p.userId,
      amountKobo: p.amountKobo,
      via,
      description: `Sent to your ${account(p)}`,
      at: now,
    }),
  );
  await tx
    .update(payouts)
    .set({ status: 'sent', sentAt: now, failureReason: null })
    .where(eq(payouts.id, p.id));
  await notifyMember(tx, {
    memberId: p.userId,
    kind: 'payout_sent',
    subject: 'Payout sent',
    message: `${formatNaira(p.amountKobo)} was sent to your ${account(p)}.`,
    at: now,
  });
  if (p.batchId) await closeBatchWhenDone(tx, p.batchId, now);
}

/**
 * The payout did not reach the member (the transfer failed, or the bank reversed it): the money goes
 * back to the member's account it came from, the row is marked failed with the provider's words, and
 * the member is told. From payouts-due when it was never sent; from the provider's balance when a
 * sent transfer came back. Posting under payout-returned:<id> makes it happen once.
 */
export async function returnPayout(
  tx: Db,
  p: PayoutRow,
  input: { from: 'payouts-due' | CashSource; reason: string; now: Date },
) {
  const kind = payoutKind(p.kind);
  await post(
    tx,
    payoutReturned({
      key: `payout-returned:${p.id}`,
      memberId: p.userId,
      amountKobo: p.amountKobo,
      payoutKind: kind,
      from: input.from,
      description: `Payout to your ${account(p)} did not go through: returned`,
      at: input.now,
    }),
  );
  await tx
    .update(payouts)
    .set({ status: 'failed', failureReason: input.reason, failedAt: input.now })
    .where(eq(payouts.id, p.id));
  // A loan, POP or ETC not paid out is not owed: a loan is granted again, for the member to withdraw
  // once more; a POP or ETC is in process again, for the operators to disburse once more.
  const loanAgain = kind === 'loan' && (await reopenReturnedLoan(tx, p));
  const lendingAgain = (kind === 'pop' || kind === 'etc') && (await reopenReturnedApplication(tx, p));
  const notSent = `${formatNaira(p.amountKobo)} could not be sent to your ${account(p)} (${input.reason}).`;
  await notifyMember(tx, {
    memberId: p.userId,
    kind: 'payout_failed',
    subject: 'Payout returned',
    message: loanAgain
      ? `${notSent} You do not owe it: check your bank details in your profile, then request the loan's withdrawal again in your trust wallet.`
      : lendingAgain
        ? `${notSent} You do not owe it: check your bank details in your profile; the fund sends your ${kind.toUpperCase()} again once they are right.`
        : `${notSent} The money is back in ${WHERE_BACK[kind]}. Check your bank details in your profile.`,
    at: input.now,
  });
  if (p.batchId) await closeBatchWhenDone(tx, p.batchId, input.now);
}

/** A transfer batch is sent once none of its payouts is still under way. */
export async function closeBatchWhenDone(tx: Db, batchId: number, now: Date) {
  const open = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.batchId, batchId), inArray(payouts.status, ['batched', 'sending'])))
    .limit(1);
  if (open.length) return;
  await tx
    .update(payoutBatches)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'sending')));
}
