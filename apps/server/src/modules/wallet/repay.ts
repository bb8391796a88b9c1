import { type FundAccount, formatNaira, toNairaNumber, WALLET_MESSAGES } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateways/index.ts';
import { ApiError, badRequest, notFound } from '../../http/envelope.ts';
import { lockedMemberBalance, memberBalances, post } from '../../ledger/index.ts';
import { settleRepaidLoan } from '../loans/index.ts';
import {
  type PaymentPurpose,
  type PaymentRow,
  type PaymentsContext,
  providerUnavailable,
  recordPayment,
  settlePayment,
  startHostedCheckout,
} from '../payments/index.ts';
import { LENDING_KINDS, type LendingKind, lendingOfPurpose } from './lendings.ts';

/** Where the provider sends the browser back after a repayment checkout: the wallet shows the receipt. */
const RETURN_PATH = '/trustwallet';

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * A repayment by card, paid: the money goes from the provider's clearing account to the member's
 * loan, POP or ETC account (key = the payment reference), applied whole or not at all. What is owed
 * is read with the account locked, so of two repayments of the whole amount settling at once the
 * second finds nothing owed and its money is refunded (docs/domain-rules.md, Trust wallet): a
 * member's balance never goes below zero and never absorbs money it does not owe.
 */
function cardRepaymentPurpose(kind: LendingKind): PaymentPurpose {
  return {
    name: kind.cardPurpose,
    async apply(tx, payment, _v, ctx) {
      const owed = await lockedMemberBalance(tx, payment.userId, kind.name);
      if (payment.amountKobo > owed) {
        return { kind: 'refund', status: 'failed', reason: WALLET_MESSAGES.refunded(kind.label) };
      }
      await post(
        tx,
        kind.repaid({
          key: payment.reference,
          memberId: payment.userId,
          amountKobo: payment.amountKobo,
          from: 'provider',
          description: `${capitalised(kind.label)} repayment by card`,
          at: ctx.clock.now(),
        }),
      );
      if (kind.name === 'loan') await settleRepaidLoan(tx, payment.userId, ctx.clock.now());
      return { kind: 'applied' };
    },
    mismatchReason: () => 'The amount paid does not match the repayment; it is refunded',
  };
}

/** A repayment by bank transfer: no provider settles it; an operator confirms it (confirmRepaymentTransfer). */
const transferRepaymentPurpose = (kind: LendingKind): PaymentPurpose => ({
  name: kind.transferPurpose,
});

/** Every repayment purpose: by card and by bank transfer, for a loan, a POP and an ETC (modules/registries.ts). */
export const repaymentPurposes: PaymentPurpose[] = Object.values(LENDING_KINDS).flatMap((kind) => [
  cardRepaymentPurpose(kind),
  transferRepaymentPurpose(kind),
]);

export type RepayStart =
  | { method: 'card'; authurl: string; reference: string; amountKobo: bigint }
  | { method: 'transfer'; reference: string; amountKobo: bigint; narration: string; bank: FundAccount };

/**
 * Starts a repayment of `amountKobo` of the member's loan, POP or ETC. By card: a payment row with
 * our reference, then the provider's hosted checkout. By transfer: the member says they sent the
 * money to the fund's account with their TFP as narration; it is recorded as awaited until an
 * operator confirms it (saying so twice for the same amount records it once).
 * Errors: 400 nothing owed, or more than is owed; 502 when the provider cannot be reached.
 */
export async function startRepayment(
  ctx: PaymentsContext,
  userId: number,
  kind: LendingKind,
  input: { amountKobo: bigint; method: 'card' | 'transfer'; bank: FundAccount },
): Promise<RepayStart> {
  const owed = (await memberBalances(ctx.db, userId))[kind.name];
  if (owed <= 0n) throw badRequest(WALLET_MESSAGES.nothingOwed(kind.label), { outstanding: 0 });
  if (input.amountKobo > owed) {
    throw badRequest(WALLET_MESSAGES.aboveOwed(kind.label, formatNaira(owed)), {
      outstanding: toNairaNumber(owed),
    });
  }
  const now = ctx.clock.now();
  if (input.method === 'transfer') {
    const [user] = await ctx.db
      .select({ tfpPin: users.tfpPin })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const [already] = await ctx.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.purpose, kind.transferPurpose),
          eq(payments.status, 'pending'),
          eq(payments.amountKobo, input.amountKobo),
        ),
      )
      .limit(1);
    const payment =
      already ??
      (await recordPayment(ctx.db, {
        purpose: kind.transferPurpose,
        userId,
        membershipId: null,
        method: 'transfer',
        gateway: 'bank',
        amountKobo: input.amountKobo,
        now,
      }));
    return {
      method: 'transfer',
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      narration: user?.tfpPin ?? '',
      bank: input.bank,
    };
  }
  const payment = await recordPayment(ctx.db, {
    purpose: kind.cardPurpose,
    userId,
    membershipId: null,
    method: 'checkout',
    gateway: ctx.gateway.name,
    amountKobo: input.amountKobo,
    now,
  });
  try {
    const { authorizationUrl } = await startHostedCheckout(ctx, payment, RETURN_PATH);
    return {
      method: 'card',
      authurl: authorizationUrl,
      reference: payment.reference,
      amountKobo: payment.amountKobo,
    };
  } catch (e) {
    throw providerUnavailable(e);
  }
}

export interface RepaymentState {
  payment: PaymentRow;
  kind: LendingKind;
  /** What the member owes after it. */
  owedKobo: bigint;
}

/**
 * The browser's return from a repayment checkout (?reference=&trxref=): settles it (the webhook may
 * have done so already; either way it is applied once) and answers where it stands. Only the member
 * who started the repayment may confirm it: another member's reference answers 404.
 */
export async function confirmCardRepayment(
  ctx: PaymentsContext,
  userId: number,
  reference: string,
): Promise<RepaymentState> {
  const cardPurposes = Object.values(LENDING_KINDS).map((k) => k.cardPurpose);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.userId, userId),
        inArray(payments.purpose, cardPurposes),
      ),
    )
    .limit(1);
  const kind = payment && lendingOfPurpose(payment.purpose);
  if (!payment || !kind) throw notFound(WALLET_MESSAGES.unknownReference);
  let settled = payment;
  if (payment.status === 'pending') {
    try {
      settled = (await settlePayment(ctx, reference)) ?? payment;
    } catch (e) {
      if (e instanceof GatewayError) throw new ApiError(502, WALLET_MESSAGES.paymentFailed);
      throw e;
    }
  }
  const owedKobo = (await memberBalances(ctx.db, userId))[kind.name];
  return { payment: settled, kind, owedKobo };
}

/**
 * An operator confirms that a member's repayment by bank transfer reached the fund's account: the
 * money is posted from the bank to the member's loan, POP or ETC account, once. Kept for the
 * operator console; the wallet lists the transfer as awaited until then.
 * Errors: 404 no such awaited transfer; 409 already confirmed, or more than the member now owes
 * (a card repayment came first: the operator returns the money instead).
 */
export function confirmRepaymentTransfer(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  reference: string,
): Promise<PaymentRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => confirmRepaymentTransferIn(tx, reference, now));
}

/** The confirmation in the caller's transaction (an approved proposal's, modules/admin/transfers). */
export async function confirmRepaymentTransferIn(tx: Db, reference: string, now: Date): Promise<PaymentRow> {
  {
    const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    const kind = p && lendingOfPurpose(p.purpose);
    if (!p || !kind || p.purpose !== kind.transferPurpose)
      throw notFound('No repayment transfer has this reference');
    if (p.status !== 'pending') throw new ApiError(409, 'This repayment transfer was already settled');
    const owed = await lockedMemberBalance(tx, p.userId, kind.name);
    if (p.amountKobo > owed) {
      throw new ApiError(
        409,
        `The member owes ${formatNaira(owed)} on their ${kind.label}; this transfer of ${formatNaira(p.amountKobo)} is more. Return the money instead.`,
      );
    }
    await post(
      tx,
      kind.repaid({
        key: p.reference,
        memberId: p.userId,
        amountKobo: p.amountKobo,
        from: 'bank',
        description: `${capitalised(kind.label)} repayment by bank transfer`,
        at: now,
      }),
    );
    if (kind.name === 'loan') await settleRepaidLoan(tx, p.userId, now);
    const [done] = await tx
      .update(payments)
      .set({ status: 'success', settledAt: now })
      .where(eq(payments.id, p.id))
      .returning();
    return done ?? p;
  }
}
