import { randomBytes } from 'node:crypto';
import { CONTRIBUTION_MESSAGES, SAVE_MORE_MAX_KOBO, toNairaNumber } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { ApiError, badRequest, notFound } from '../../http/envelope.ts';
import { GatewayError, type PaymentGateway, type Verification } from '../../payments/index.ts';
import { findMemberPlan } from '../dashboard/index.ts';
import { loadUser } from '../profile/index.ts';
import { receiveContribution } from './receive.ts';
import { baseUnitKobo } from './service.ts';

export const SAVE_MORE_PURPOSE = 'save-more';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Starts a Save More payment: the amount is weeks × the plan's weekly unit, computed here (the
 * client's con_amount must agree, else 400). The payment row with our reference is written before
 * the gateway is asked for its hosted checkout. Errors: 400 no active plan, mismatch or above
 * N1,000,000; 502 when the gateway cannot be reached.
 */
export async function startSaveMore(
  db: Db,
  gateway: PaymentGateway,
  ctx: { now: Date; publicUrl: string },
  userId: number,
  input: { weeks: number; amountKobo: bigint },
): Promise<{ authurl: string; reference: string; amount: number }> {
  const current = await findMemberPlan(db, userId);
  if (current?.membership.status !== 'active') throw badRequest(CONTRIBUTION_MESSAGES.noPlan);
  const amountKobo = BigInt(input.weeks) * baseUnitKobo(current.plan);
  if (amountKobo > SAVE_MORE_MAX_KOBO) throw badRequest(CONTRIBUTION_MESSAGES.overLimit);
  if (input.amountKobo !== amountKobo) {
    throw badRequest(CONTRIBUTION_MESSAGES.amountMismatch, { con_amount: toNairaNumber(amountKobo) });
  }
  const user = await loadUser(db, userId);
  const reference = `SM-${randomBytes(10).toString('hex')}`;
  await db.insert(payments).values({
    reference,
    userId,
    membershipId: current.membership.id,
    purpose: SAVE_MORE_PURPOSE,
    method: 'checkout',
    gateway: gateway.name,
    amountKobo,
    createdAt: ctx.now,
  });
  try {
    const { authorizationUrl } = await gateway.initialize({
      reference,
      amountKobo,
      email: user.email,
      callbackUrl: `${ctx.publicUrl}/savemore`,
    });
    return { authurl: authorizationUrl, reference, amount: toNairaNumber(amountKobo) };
  } catch (e) {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: (e as Error).message, settledAt: ctx.now })
      .where(eq(payments.reference, reference));
    if (e instanceof GatewayError) throw new ApiError(502, CONTRIBUTION_MESSAGES.paymentFailed);
    throw e;
  }
}

/**
 * Applies the provider's answer to a Save More payment, once: inside one transaction the payment row
 * is locked, and a pending payment that succeeded for exactly its amount is posted to the member's
 * contributions (kind save-more, idempotency key = the payment reference), counted as weeks paid
 * (creditContributionWeeks) and marked success.
 * A failure, or a success for another amount, marks it failed. Safe to call again (redirect and
 * webhook both call it); returns the payment as it now stands.
 */
export async function applySaveMorePayment(
  db: Db,
  now: Date,
  reference: string,
  verification: Verification,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment || payment.purpose !== SAVE_MORE_PURPOSE)
      throw notFound(CONTRIBUTION_MESSAGES.unknownReference);
    if (payment.status !== 'pending' || verification.status === 'pending') return payment;
    const paidInFull =
      verification.status === 'success' &&
      verification.amountKobo === payment.amountKobo &&
      verification.currency.toUpperCase() === payment.currency;
    if (!paidInFull) {
      const reason =
        verification.status === 'success'
          ? 'The amount paid does not match the payment'
          : verification.message;
      const [failed] = await tx
        .update(payments)
        .set({ status: 'failed', failureReason: reason, settledAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      return failed ?? payment;
    }
    // Full weeks paid ahead are not debited again by the weekly auto-debit (docs/domain-rules.md, Cycle rules).
    await receiveContribution(tx, {
      source: 'save-more',
      from: 'provider',
      memberId: payment.userId,
      amountKobo: payment.amountKobo,
      key: payment.reference,
      description: 'Save More contribution',
      at: now,
    });
    const [done] = await tx
      .update(payments)
      .set({ status: 'success', settledAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return done ?? payment;
  });
}

/**
 * The browser's return from the checkout (?reference=&trxref=): only the member who started the
 * payment may confirm it (another member's reference answers 404). Asks the gateway, then applies.
 */
export async function confirmSaveMore(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  userId: number,
  reference: string,
): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.userId, userId),
        eq(payments.purpose, SAVE_MORE_PURPOSE),
      ),
    )
    .limit(1);
  if (!payment) throw notFound(CONTRIBUTION_MESSAGES.unknownReference);
  if (payment.status !== 'pending') return payment;
  let verification: Verification;
  try {
    verification = await gateway.verify(reference);
  } catch (e) {
    if (e instanceof GatewayError) throw new ApiError(502, CONTRIBUTION_MESSAGES.paymentFailed);
    throw e;
  }
  return applySaveMorePayment(db, now, reference, verification);
}
