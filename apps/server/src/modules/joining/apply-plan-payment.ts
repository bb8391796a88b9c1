import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';
import { type CashSource, membershipFee, post } from '../../ledger/index.ts';
import { cycleDates, periodAmount, receiveContribution } from '../contributions/index.ts';
import { postReferralEarnings, referralAmounts } from '../referrals/index.ts';
import { assignPin } from './tfp-pin.ts';

export type ApplyOutcome =
  | { kind: 'activated'; pin: string; membershipId: number }
  /** The membership was already paid, or replaced by another choice: the money goes back. */
  | { kind: 'not-applicable'; reason: string }
  | { kind: 'amount-mismatch'; expectedKobo: bigint };

/**
 * Activates the membership a plan payment paid for, in the caller's transaction (the one that marks
 * the payment settled): membership active with its cycle dates, the membership fee and the first
 * contribution posted to the ledger from `from`, week 1 recorded as paid, the Trust Fund Pin
 * assigned, and referral earnings posted. Every ledger key derives from the payment reference, so
 * running this twice for one payment posts nothing the second time.
 *
 * From `earnings` (a plan started with the member's earnings, spec part 2 section 4.8) the amount is
 * the membership fee only: the earnings needed are the fee, and the contributions are then collected
 * week by week like any plan's, from week 1.
 */
export async function applyPlanPayment(
  tx: Db,
  input: {
    reference: string;
    membershipId: number;
    amountKobo: bigint;
    /** Where the money came from: the fund's bank account, the card provider or the member's earnings. */
    from: CashSource | 'earnings';
    at: Date;
  },
): Promise<ApplyOutcome> {
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, input.membershipId)).for('update');
  if (!m) return { kind: 'not-applicable', reason: 'The plan this payment was for no longer exists' };
  if (m.status !== 'pending') {
    return {
      kind: 'not-applicable',
      reason:
        m.status === 'active'
          ? 'This plan was already paid by another payment'
          : 'The member chose another plan before this payment arrived',
    };
  }
  const [plan] = await tx.select().from(plans).where(eq(plans.id, m.planId)).limit(1);
  if (!plan) return { kind: 'not-applicable', reason: 'The plan no longer exists' };
  const first = input.from === 'earnings' ? 0n : periodAmount(m);
  const fee = m.membershipFeeKobo;
  if (fee + first !== input.amountKobo) return { kind: 'amount-mismatch', expectedKobo: fee + first };

  const at = input.at;
  const dates = cycleDates(at, m.durationMonths);
  await tx
    .update(memberships)
    .set({ status: 'active', startedAt: at, ...dates, updatedAt: at })
    .where(eq(memberships.id, m.id));
  if (fee > 0n) {
    await post(
      tx,
      membershipFee({
        key: `payment:${input.reference}:membership-fee`,
        memberId: m.userId,
        amountKobo: fee,
        from: input.from,
        description: `${plan.name} membership fee`,
        at,
      }),
    );
  }
  if (first > 0n && input.from !== 'earnings') {
    await receiveContribution(tx, {
      source: 'activation',
      from: input.from,
      memberId: m.userId,
      amountKobo: first,
      key: `payment:${input.reference}:contribution`,
      description: `${plan.name} first ${m.frequency === 'Monthly' ? 'monthly' : 'weekly'} contribution`,
      at,
      membership: { id: m.id, cycleNumber: m.cycleNumber },
      paymentReference: input.reference,
    });
  }
  const pin = await assignPin(tx, m.userId);
  await postReferralEarnings(tx, {
    paymentReference: input.reference,
    memberId: m.userId,
    plan: await referralAmounts(tx, plan, m),
    at,
  });
  return { kind: 'activated', pin, membershipId: m.id };
}
