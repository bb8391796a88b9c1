import { formatNaira } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, planChanges, plans } from '../../db/schema/index.ts';
import { type CashSource, membershipFee, post } from '../../ledger/index.ts';
import { cycleDates, receiveContribution } from '../contributions/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { postReferralEarnings, referralAmounts } from '../referrals/index.ts';
import type { PlanChangeRow } from './queries.ts';
import { displayName } from './rules.ts';

export type ChangeOutcome = { kind: 'applied' } | { kind: 'not-applicable'; reason: string };

/**
 * Applies a paid upgrade in the caller's transaction (the one that settles its payment, or confirms
 * its bank transfer): the membership takes the new plan and terms, the fee balance is posted as a
 * membership fee and the top-up as contributions, both from where the money arrived. From BASIC the
 * new plan's cycle starts now, the top-up being its week 1, and the member's referrers earn. Ledger keys derive from the payment
 * reference, so running it twice posts once; a change no longer pending (cancelled, or the member's
 * plan changed meanwhile) is not applied and its money goes back.
 */
export async function applyPaidChange(
  tx: Db,
  input: { reference: string; from: CashSource; at: Date },
): Promise<ChangeOutcome> {
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(eq(planChanges.paymentReference, input.reference))
    .for('update');
  if (!change) return { kind: 'not-applicable', reason: 'No plan change is attached to this payment' };
  if (change.status === 'applied') return { kind: 'not-applicable', reason: 'This change was already paid' };
  if (change.status !== 'pending')
    return { kind: 'not-applicable', reason: 'The member chose another change before this payment arrived' };
  const [m] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.id, change.membershipId))
    .for('update');
  if (m?.status !== 'active' || m.planId !== change.fromPlanId) {
    await tx.update(planChanges).set({ status: 'cancelled' }).where(eq(planChanges.id, change.id));
    return { kind: 'not-applicable', reason: 'The plan changed before this payment arrived' };
  }
  const [plan] = await tx.select().from(plans).where(eq(plans.id, change.toPlanId)).limit(1);
  const name = displayName(plan?.name ?? 'the new plan');
  const at = input.at;
  const startsCycle = await wasBasic(tx, change);
  await tx
    .update(memberships)
    .set({
      planId: change.toPlanId,
      membershipFeeKobo: change.membershipFeeKobo,
      contributionKobo: change.contributionKobo,
      frequency: change.frequency,
      durationMonths: change.durationMonths,
      ...(startsCycle
        ? { paymentMethod: change.method, startedAt: at, ...cycleDates(at, change.durationMonths) }
        : {}),
      updatedAt: at,
    })
    .where(eq(memberships.id, m.id));
  if (change.feeBalanceKobo > 0n) {
    await post(
      tx,
      membershipFee({
        key: `payment:${input.reference}:membership-fee`,
        memberId: change.userId,
        amountKobo: change.feeBalanceKobo,
        from: input.from,
        description: `${name} membership fee (plan upgrade)`,
        at,
      }),
    );
  }
  if (change.topUpKobo > 0n) {
    const common = {
      from: input.from,
      memberId: change.userId,
      amountKobo: change.topUpKobo,
      key: `payment:${input.reference}:contribution`,
      at,
    };
    await receiveContribution(
      tx,
      startsCycle
        ? {
            ...common,
            source: 'activation',
            description: `${name} first contribution (plan upgrade)`,
            membership: { id: m.id, cycleNumber: m.cycleNumber },
            paymentReference: input.reference,
          }
        : { ...common, source: 'top-up', description: `${name} contribution top-up (plan upgrade)` },
    );
  }
  // From BASIC this is the member's first paid plan: the members who brought them in earn as at joining.
  if (startsCycle && plan) {
    await postReferralEarnings(tx, {
      paymentReference: input.reference,
      memberId: change.userId,
      plan: await referralAmounts(tx, plan, change),
      at,
    });
  }
  await tx.update(planChanges).set({ status: 'applied', appliedAt: at }).where(eq(planChanges.id, change.id));
  await notifyMember(tx, {
    memberId: change.userId,
    kind: 'plan_changed',
    subject: 'Plan changed',
    message: `Your plan is now ${name}: ${formatNaira(change.contributionKobo)} ${change.frequency.toLowerCase()}.`,
    at,
    key: `plan-change:${change.id}`,
  });
  return { kind: 'applied' };
}

async function wasBasic(tx: Db, change: PlanChangeRow): Promise<boolean> {
  const [from] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, change.fromPlanId));
  return from?.name === 'ORDINARY';
}
