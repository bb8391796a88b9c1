import { CONTRIBUTION_MESSAGES, SAVE_MORE_MAX_KOBO, toNairaNumber } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateways/index.ts';
import { ApiError, badRequest, notFound } from '../../http/envelope.ts';
import { findMemberPlan } from '../memberships/index.ts';
import {
  type PaymentPurpose,
  type PaymentRow,
  type PaymentsContext,
  recordPayment,
  settlePayment,
  startHostedCheckout,
} from '../payments/index.ts';
import { receiveContribution } from './receive.ts';
import { baseUnitKobo } from './service.ts';

/** Where the provider sends the browser back after a Save More checkout. */
const RETURN_PATH = '/savemore';

/**
 * Save More paid: posted to the member's contributions (kind save-more, idempotency key = the payment
 * reference) and counted as weeks paid ahead, which the weekly auto-debit then does not charge
 * (docs/domain-rules.md, Cycle rules). A card used here is not saved: the member's weekly debit card
 * changes only where they choose it.
 */
export const saveMorePurpose: PaymentPurpose = {
  name: 'save-more',
  async apply(tx, payment, _v, ctx) {
    await receiveContribution(tx, {
      source: 'save-more',
      from: 'provider',
      memberId: payment.userId,
      amountKobo: payment.amountKobo,
      key: payment.reference,
      description: 'Save More contribution',
      at: ctx.clock.now(),
    });
    return { kind: 'applied' };
  },
  mismatchReason: () => 'The amount paid does not match the payment',
};

/**
 * Starts a Save More payment: the amount is weeks × the plan's weekly unit, computed here (the
 * client's con_amount must agree, else 400). The payment row with our reference is written before
 * the gateway is asked for its hosted checkout. Errors: 400 no active plan, mismatch or above
 * N1,000,000; 502 when the gateway cannot be reached.
 */
export async function startSaveMore(
  ctx: PaymentsContext,
  userId: number,
  input: { weeks: number; amountKobo: bigint },
): Promise<{ authurl: string; reference: string; amount: number }> {
  const current = await findMemberPlan(ctx.db, userId);
  if (current?.membership.status !== 'active') throw badRequest(CONTRIBUTION_MESSAGES.noPlan);
  const amountKobo = BigInt(input.weeks) * baseUnitKobo(current.plan);
  if (amountKobo > SAVE_MORE_MAX_KOBO) throw badRequest(CONTRIBUTION_MESSAGES.overLimit);
  if (input.amountKobo !== amountKobo) {
    throw badRequest(CONTRIBUTION_MESSAGES.amountMismatch, { con_amount: toNairaNumber(amountKobo) });
  }
  const payment = await recordPayment(ctx.db, {
    purpose: 'save-more',
    userId,
    membershipId: current.membership.id,
    method: 'checkout',
    gateway: ctx.gateway.name,
    amountKobo,
    now: ctx.clock.now(),
  });
  try {
    const { authorizationUrl } = await startHostedCheckout(ctx, payment, RETURN_PATH);
    return { authurl: authorizationUrl, reference: payment.reference, amount: toNairaNumber(amountKobo) };
  } catch (e) {
    if (e instanceof GatewayError) throw new ApiError(502, CONTRIBUTION_MESSAGES.paymentFailed);
    throw e;
  }
}

/**
 * The browser's return from the checkout (?reference=&trxref=): only the member who started the
 * payment may confirm it (another member's reference answers 404). Settles it with the provider's
 * answer (modules/payments) and answers where it stands.
 */
export async function confirmSaveMore(
  ctx: PaymentsContext,
  userId: number,
  reference: string,
): Promise<PaymentRow> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.userId, userId),
        eq(payments.purpose, saveMorePurpose.name),
      ),
    )
    .limit(1);
  if (!payment) throw notFound(CONTRIBUTION_MESSAGES.unknownReference);
  if (payment.status !== 'pending') return payment;
  try {
    return (await settlePayment(ctx, reference)) ?? payment;
  } catch (e) {
    if (e instanceof GatewayError) throw new ApiError(502, CONTRIBUTION_MESSAGES.paymentFailed);
    throw e;
  }
}
