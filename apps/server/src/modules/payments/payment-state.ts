import { toNairaNumber } from '@trust/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateways/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import type { PaymentsContext } from './context.ts';
import { type PaymentRow, planPaymentOf } from './payment-rows.ts';
import { providerUnavailable } from './record.ts';
import { settlePayment } from './settle.ts';

export type PaymentState =
  | { status: 'success'; payment: PaymentRow; message: string }
  | { status: 'pending' | 'failed'; payment: PaymentRow; message: string };

/**
 * Where a payment stands for the member, settling it first (a card check answers for the charge it
 * led to). A payment whose money was refunded because it could not be applied counts as failed.
 * Errors: 404 for an unknown or (with userId) another member's payment; 502 when the provider
 * cannot be asked.
 */
export async function paymentState(
  ctx: PaymentsContext,
  reference: string,
  userId?: number,
): Promise<PaymentState> {
  let settled: PaymentRow | undefined;
  try {
    settled = await settlePayment(ctx, reference);
  } catch (e) {
    if (e instanceof GatewayError) throw providerUnavailable(e);
    throw e;
  }
  if (!settled || (userId !== undefined && settled.userId !== userId)) throw notFound('Payment not found');
  const plan = await planPaymentOf(ctx.db, settled);
  const p = plan ?? settled;
  if (settled.status === 'failed')
    return { status: 'failed', payment: settled, message: settled.failureReason ?? 'Payment failed' };
  if (!plan || plan.status === 'pending')
    return { status: 'pending', payment: p, message: 'Payment not confirmed yet' };
  if (plan.status === 'failed')
    return { status: 'failed', payment: plan, message: plan.failureReason ?? 'Payment failed' };
  if (plan.failureReason?.startsWith('Not applied'))
    return { status: 'failed', payment: plan, message: plan.failureReason };
  return { status: 'success', payment: plan, message: 'Payment successful' };
}

/**
 * Settles a payment and answers it when it is paid. Errors: 400 with the failure (declined, amount
 * mismatch); 409 'not confirmed yet' while the provider has not answered.
 */
export async function requirePaid(ctx: PaymentsContext, reference: string): Promise<PaymentRow> {
  const state = await paymentState(ctx, reference);
  if (state.status === 'success') return state.payment;
  if (state.status === 'pending')
    throw conflict('Your payment has not been confirmed yet. Please try again in a minute.');
  throw badRequest(state.message);
}

/**
 * The member's newest plan payment, by card or card check (GET /getuserpaymentresponse and
 * /usersubscribedplan without a reference answer for it, part 1 section 7).
 */
export async function latestPaymentReference(ctx: PaymentsContext, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.purpose, ['plan', 'card-setup'])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) throw notFound('No payment found');
  return row.reference;
}

/** pr_response of GET /getuserpaymentresponse: status true only when the payment is paid and applied. */
export function toPaymentResponse(state: PaymentState) {
  return {
    status: state.status === 'success',
    state: state.status,
    reference: state.payment.reference,
    message: state.message,
    amount: toNairaNumber(state.payment.amountKobo),
    currency: state.payment.currency,
    paid_at: state.payment.settledAt?.toISOString() ?? null,
  };
}
