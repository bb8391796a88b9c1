import { formatNaira } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dedicatedAccounts, dedicatedTransfers, payments, users } from '../../db/schema/index.ts';
import { DEDICATED_CHANNEL, dedicatedAccountsOf, type IncomingTransfer } from '../../gateways/index.ts';
import { post } from '../../ledger/index.ts';
import { receiveContribution } from '../contributions/index.ts';
import { applyPlanPayment, mailReceiptOnce } from '../joining/index.ts';
import { settleRepaidLoan } from '../loans/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { findPayment, type PaymentsContext } from '../payments/index.ts';
import { applyPaidChange, awaitedChangeTransfer } from '../plan-change/index.ts';
import { LENDING_KINDS } from '../wallet/index.ts';
import type { DedicatedAccountRow } from './account.ts';
import { allocateRest, type Part, partLabel, planShare } from './allocation.ts';
import { awaitedPlanStart, owedBesidesPlan } from './owed.ts';
import { recordUncredited } from './uncredited-record.ts';

/** u_status of a terminated account (modules/auth). */
const TERMINATED = 5;

/**
 * A charge.success that named no payment of ours (modules/payments hands it here, through the app's
 * wiring): if the provider's verify says it is a paid transfer into one of our dedicated accounts,
 * it is credited to that account's member at once, with no operator. The event is only a hint: the
 * amount, the channel and the account are the provider's answer to verify.
 *
 * Idempotent under the provider's reference: the dedicated_transfers row is written in the same
 * transaction as the postings, so a replayed or reordered webhook (or two workers at once: the
 * second waits on the unique reference, then finds it) credits nothing again, even though what the
 * member owes has changed since. The member's row is locked first, so two transfers of one member
 * are allocated one after the other.
 *
 * Answers false while the provider still says pending (the event is worked again later); true when
 * done, including for a transfer that is not one (another channel: logged) and for one that cannot
 * be credited by itself (an unknown account, not in naira, a terminated member: kept for finance).
 */
export async function creditIncomingTransfer(ctx: PaymentsContext, reference: string): Promise<boolean> {
  const provider = dedicatedAccountsOf(ctx.gateway);
  if (!provider) return true;
  const t = await provider.verifyIncomingTransfer(reference);
  if (t.status === 'pending') return false;
  if (t.status !== 'success' || t.channel !== DEDICATED_CHANNEL) {
    ctx.log.warn(
      { reference, status: t.status, channel: t.channel },
      'charge.success for no payment of ours',
    );
    return true;
  }
  const account = await accountOf(ctx.db, t);
  const now = ctx.clock.now();
  // What cannot be credited by itself is kept for finance (uncredited.ts), never lost in the log.
  const reason =
    t.currency.toUpperCase() !== 'NGN' || t.amountKobo <= 0n
      ? 'not-naira'
      : !account
        ? 'unknown-account'
        : (await memberClosed(ctx.db, account.userId))
          ? 'member-closed'
          : null;
  if (reason || !account) {
    ctx.log.error(
      { reference, account: t.accountNumber, currency: t.currency, reason },
      'dedicated account transfer not credited: left for finance',
    );
    await recordUncredited(ctx.db, { transfer: t, reason: reason ?? 'unknown-account', account, now });
    return true;
  }
  const planPaid = await ctx.db.transaction(async (tx) => {
    const credited = await creditArrival(tx, {
      userId: account.userId,
      accountNumber: account.accountNumber,
      bankName: account.bankName,
      reference,
      amountKobo: t.amountKobo,
      now,
    });
    return credited?.planPaid ?? null;
  });
  await mailPlanReceipt(ctx, planPaid);
  return true;
}

/** A plan started by a transfer gets the plan's own receipt too, as one an operator confirmed does. */
export async function mailPlanReceipt(ctx: PaymentsContext, planPaid: string | null): Promise<void> {
  if (!planPaid) return;
  const paid = await findPayment(ctx.db, planPaid);
  if (paid) await mailReceiptOnce(ctx, paid);
}

/** A transfer arrived for a member, ready to be credited by the rules of allocation.ts. */
export interface Arrival {
  userId: number;
  /** The account the money was sent to, as the receipt names it. */
  accountNumber: string;
  /** Its bank, when it is the member's own account (null: credited by finance, see uncredited.ts). */
  bankName: string | null;
  /** The provider's reference. */
  reference: string;
  amountKobo: bigint;
  now: Date;
}

/**
 * Credits a transfer to its member in the caller's transaction: the member's row locked first, the
 * dedicated_transfers row claimed under the provider's reference (null when it was credited before:
 * a replay, or a delivery another worker took), the parts posted, the receipt sent. Answers the parts
 * and the plan payment the transfer settled, if any.
 */
export async function creditArrival(
  tx: Db,
  a: Arrival,
): Promise<{ parts: Part[]; planPaid: string | null } | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, a.userId)).for('update');
  const [claimed] = await tx
    .insert(dedicatedTransfers)
    .values({
      reference: a.reference,
      userId: a.userId,
      accountNumber: a.accountNumber,
      amountKobo: a.amountKobo,
      allocation: [],
      receivedAt: a.now,
    })
    .onConflictDoNothing()
    .returning({ id: dedicatedTransfers.id });
  if (!claimed) return null;
  const parts = await applyTransfer(tx, a);
  await tx
    .update(dedicatedTransfers)
    .set({
      allocation: parts.map((p) => ({
        part: p.part,
        amount_kobo: String(p.amountKobo),
        ...(p.weeks ? { weeks: p.weeks } : {}),
      })),
    })
    .where(eq(dedicatedTransfers.id, claimed.id));
  await notifyMember(tx, {
    memberId: a.userId,
    kind: 'payment_received',
    subject: 'Transfer received',
    message: receiptText(a, parts),
    at: a.now,
    key: `dedicated:${a.reference}`,
  });
  const planPaid = parts.some((p) => p.part === 'plan')
    ? await planPaymentOf(tx, a.userId, a.reference)
    : null;
  return { parts, planPaid };
}

/** Whether the member's account is terminated (u_status 5): their transfers wait for finance. */
async function memberClosed(db: Db, userId: number): Promise<boolean> {
  const [u] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return u?.status === TERMINATED;
}

/** The reference of the plan payment this transfer settled (marked with the provider's reference). */
async function planPaymentOf(tx: Db, userId: number, reference: string): Promise<string | null> {
  const [row] = await tx
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerReference, reference)));
  return row?.reference ?? null;
}

/** The account the money was sent to: by its number, else by the provider's customer. */
async function accountOf(db: Db, t: IncomingTransfer): Promise<DedicatedAccountRow | undefined> {
  if (t.accountNumber) {
    const [row] = await db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.accountNumber, t.accountNumber));
    if (row) return row;
  }
  if (!t.customerCode) return undefined;
  const [row] = await db
    .select()
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.customerCode, t.customerCode));
  return row;
}

/**
 * Applies the transfer by the rules of allocation.ts, in the caller's transaction, and answers the
 * parts as applied. Every posting comes from asset:provider-clearing (the money is at the provider)
 * under a key naming the provider's reference and the part.
 */
async function applyTransfer(tx: Db, input: Arrival): Promise<Part[]> {
  const { reference, now } = input;
  const memberId = input.userId;
  const parts: Part[] = [];
  let left = input.amountKobo;

  // 1. The plan payment being made: an upgrade awaiting its transfer, else a plan start.
  const change = await awaitedChangeTransfer(tx, memberId);
  const start = change ? null : await awaitedPlanStart(tx, memberId);
  const awaited = change?.payment ?? start;
  if (awaited && planShare(left, awaited.amountKobo) > 0n) {
    const applied = change
      ? (await applyPaidChange(tx, { reference: awaited.reference, from: 'provider', at: now })).kind ===
        'applied'
      : (
          await applyPlanPayment(tx, {
            reference: awaited.reference,
            membershipId: awaited.membershipId as number,
            amountKobo: awaited.amountKobo,
            from: 'provider',
            at: now,
          })
        ).kind === 'activated';
    if (applied) {
      await tx
        .update(payments)
        .set({ status: 'success', settledAt: now, providerReference: reference })
        .where(eq(payments.id, awaited.id));
      parts.push({ part: 'plan', amountKobo: awaited.amountKobo });
      left -= awaited.amountKobo;
    }
  }

  // 2 to 4. Missed weeks, a loan, POP or ETC owed, then Save More.
  const rest = allocateRest(left, await owedBesidesPlan(tx, memberId, now));
  const via = input.bankName
    ? `transfer to your account ${input.accountNumber}`
    : `transfer to account ${input.accountNumber}`;
  for (const p of rest) {
    const key = `dedicated:${reference}:${p.part}`;
    if (p.part === 'missed-weeks' || p.part === 'save-more') {
      await receiveContribution(tx, {
        source: p.part === 'save-more' ? 'save-more' : 'bank-transfer',
        from: 'provider',
        memberId,
        amountKobo: p.amountKobo,
        key,
        description: p.part === 'save-more' ? `Save More by ${via}` : `Missed weeks paid by ${via}`,
        at: now,
      });
    } else {
      const kind = LENDING_KINDS[p.part as 'loan' | 'pop' | 'etc'];
      await post(
        tx,
        kind.repaid({
          key,
          memberId,
          amountKobo: p.amountKobo,
          from: 'provider',
          description: `${kind.label.charAt(0).toUpperCase()}${kind.label.slice(1)} repayment by ${via}`,
          at: now,
        }),
      );
      if (p.part === 'loan') await settleRepaidLoan(tx, memberId, now);
    }
  }
  return [...parts, ...rest];
}

/** The receipt the member is sent: the amount, the account, the reference and where each part went. */
function receiptText(a: Arrival, parts: Part[]): string {
  const where = parts.map((p) => `${formatNaira(p.amountKobo)} to ${partLabel(p)}`).join('; ');
  const to = a.bankName ? `your account ${a.accountNumber} (${a.bankName})` : `account ${a.accountNumber}`;
  return `We received your transfer of ${formatNaira(a.amountKobo)} to ${to}, reference ${a.reference}: ${where}.`;
}
