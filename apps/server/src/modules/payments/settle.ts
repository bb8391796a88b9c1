import { formatNaira } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { Verification } from '../../gateways/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { paidAsAsked } from './amount-check.ts';
import type { PaymentsContext } from './context.ts';
import { findPayment, type PaymentRow } from './payment-rows.ts';
import { type PaymentPurpose, purposeOf } from './purposes.ts';
import { refundOnce } from './refund.ts';
import { saveCard } from './saved-cards.ts';

/**
 * Brings a payment to its final state, whichever path arrives first (the browser's return, the
 * member's status check, the provider's webhook): asks the provider (unless `known` already is its
 * answer), then under a row lock applies the answer once through the purpose's handler. A replay
 * finds the payment settled and changes nothing. Money taken for nothing (a failed check, another
 * amount, a plan already paid) is refunded once. The purpose's afterSettled runs last, on every call,
 * so a step a crash interrupted (a receipt, a follow-up charge) is taken up again.
 * Returns the payment as stored afterwards (undefined for an unknown reference).
 * Errors: GatewayError when the provider cannot be asked (the payment stays pending).
 */
export async function settlePayment(
  ctx: PaymentsContext,
  reference: string,
  known?: Verification,
  opts: { late?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const payment = await findPayment(ctx.db, reference);
  if (!payment) return undefined;
  const purpose = purposeOf(payment.purpose);
  if (opts.late && payment.status === 'failed' && !payment.refundRequestedAt && purpose.apply) {
    await settleLateSuccess(ctx, purpose, reference);
  } else if (payment.status === 'pending' && purpose.apply) {
    const v = known ?? (await ctx.gateway.verify(reference));
    if (v.status !== 'pending') {
      const refund = await ctx.db.transaction((tx) => applyAnswer(tx, ctx, purpose, reference, v));
      if (refund) await refundOnce(ctx, reference);
    }
  }
  const after = await findPayment(ctx.db, reference);
  if (after && purpose.afterSettled) await purpose.afterSettled(ctx, after);
  return findPayment(ctx.db, reference);
}

/**
 * A charge.success for a payment we had marked failed (the provider's first answer was a failure or
 * never came, and the member paid after all): the money was taken, so it is never dropped. When the
 * provider confirms it, the payment is opened again under its row lock and applied exactly as a
 * pending one would be: the purpose applies it if it still can (the amount checked, the member
 * told), or it is refunded. A payment already refunded, or one the provider does not confirm, is left.
 */
async function settleLateSuccess(ctx: PaymentsContext, purpose: PaymentPurpose, reference: string) {
  const v = await ctx.gateway.verify(reference);
  if (v.status !== 'success') return;
  const refund = await ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (p?.status !== 'failed' || p.refundRequestedAt) return false;
    ctx.log.warn({ reference, was: p.failureReason }, 'payment marked failed was paid: applying it now');
    await tx.update(payments).set({ status: 'pending', settledAt: null }).where(eq(payments.id, p.id));
    return applyAnswer(tx, ctx, purpose, reference, v);
  });
  if (refund) await refundOnce(ctx, reference);
}

/** Applies the provider's final answer once. Returns true when the money must go back. */
async function applyAnswer(
  tx: Db,
  ctx: PaymentsContext,
  purpose: PaymentPurpose,
  reference: string,
  v: Verification,
): Promise<boolean> {
  const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  if (p?.status !== 'pending' || !purpose.apply) return false;
  const now = ctx.clock.now();
  const settle = (status: 'success' | 'failed', failureReason: string | null = null) =>
    tx.update(payments).set({ status, failureReason, settledAt: now }).where(eq(payments.id, p.id));

  if (v.status === 'failed') {
    await settle('failed', v.message || 'The payment was not completed');
    return false;
  }
  if (!paidAsAsked(p, v)) {
    ctx.log.warn(
      { reference, paid: String(v.amountKobo), expected: String(p.amountKobo), currency: v.currency },
      'payment amount mismatch',
    );
    // The provider took money we will not apply: it goes back to the member, as any money received
    // for nothing does.
    await settle('failed', (purpose.mismatchReason ?? mismatchReason)(p, v));
    return true;
  }
  if (purpose.savesCard && v.authorization?.reusable) {
    await saveCard(tx, p.userId, ctx.gateway.name, v.authorization, now);
  }
  const applied = await purpose.apply(tx, p, v, ctx);
  if (applied.kind === 'applied') {
    await settle('success');
    await notifyMember(tx, {
      memberId: p.userId,
      kind: 'payment_received',
      subject: 'Payment received',
      message: `We received your payment of ${formatNaira(p.amountKobo)} (${PAID_FOR[p.purpose] ?? 'payment'}), reference ${reference}.`,
      at: now,
      key: `payment:${reference}`,
      ...(purpose.mailsOwnReceipt ? { email: { send: false } } : {}),
    });
    return false;
  }
  await settle(applied.status, applied.reason);
  return true;
}

const mismatchReason = (p: PaymentRow, v: Verification) =>
  `Amount mismatch: the provider reports ${v.currency} ${formatNaira(v.amountKobo)}, we asked for ${formatNaira(p.amountKobo)}; refunded`;

/** What a payment paid for, in the member's words (the payment-received notice). */
const PAID_FOR: Record<string, string> = {
  plan: 'your plan',
  'save-more': 'Save More',
  'loan-repayment': 'loan repayment',
  'pop-repayment': 'P.O.P repayment',
  'etc-repayment': 'E.T.C repayment',
  'plan-change': 'plan change',
};
