import { formatNaira } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import { cardSetupPurpose, type PaymentPurpose, planPaymentOf } from '../payments/index.ts';
import { applyPlanPayment } from './apply-plan-payment.ts';
import { amountDue } from './memberships.ts';
import { mailReceiptOnce } from './receipt.ts';

/**
 * A plan paid by card or checkout: the payment activates the membership it was recorded for, in the
 * settling transaction. Money that cannot be applied (the plan already paid, another plan chosen
 * since, terms changed) is settled as not applied and refunded. The receipt is mailed once.
 */
export const planPurpose: PaymentPurpose = {
  name: 'plan',
  savesCard: true,
  // The plan's own receipt (receipt.ts) is the email; the payment-received notice stays in the app.
  mailsOwnReceipt: true,
  async apply(tx, p, _v, ctx) {
    const outcome = p.membershipId
      ? await applyPlanPayment(tx, {
          reference: p.reference,
          membershipId: p.membershipId,
          amountKobo: p.amountKobo,
          from: 'provider',
          at: ctx.clock.now(),
        })
      : ({ kind: 'not-applicable', reason: 'No plan is attached to this payment' } as const);
    if (outcome.kind === 'activated') return { kind: 'applied' };
    if (outcome.kind === 'amount-mismatch') {
      ctx.log.warn(
        { reference: p.reference, expected: String(outcome.expectedKobo) },
        'plan payment does not match the plan terms',
      );
      return {
        kind: 'refund',
        status: 'success',
        reason: `Not applied: the plan now costs ${formatNaira(outcome.expectedKobo)}; refunded`,
      };
    }
    return { kind: 'refund', status: 'success', reason: `Not applied: ${outcome.reason}; refunded` };
  },
  async afterSettled(ctx, p) {
    const plan = await planPaymentOf(ctx.db, p);
    if (plan?.status === 'success' && !plan.receiptSentAt) await mailReceiptOnce(ctx, plan);
  },
};

/**
 * The card step of a plan purchase: a N100 check saves the card, then the saved card pays the
 * membership fee and first contribution of the membership still waiting for them.
 */
export const planCardSetupPurpose = cardSetupPurpose({
  name: 'card-setup',
  async followUp(tx, setup) {
    const [m] = setup.membershipId
      ? await tx.select().from(memberships).where(eq(memberships.id, setup.membershipId)).limit(1)
      : [];
    if (m?.status !== 'pending') return null;
    return { purpose: 'plan', membershipId: m.id, amountKobo: amountDue(m) };
  },
});

/** A plan paid by bank transfer: no provider settles it; an operator confirms it (bank-transfer.ts). */
export const transferPurpose: PaymentPurpose = { name: 'transfer' };
