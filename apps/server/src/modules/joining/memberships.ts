import type { FlexiFrequency } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/envelope.ts';
import { periodAmount } from '../contributions/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** The terms a member is buying: fee, the amount per period, how often and for how long. */
export interface PlanTerms {
  membershipFeeKobo: bigint;
  contributionKobo: bigint;
  // One of the three the spec names: the weekly debit, the receipt and the schedule read it.
  frequency: FlexiFrequency;
  durationMonths: number;
}

export const fixedTerms = (plan: PlanRow): PlanTerms => ({
  membershipFeeKobo: plan.membershipFeeKobo,
  contributionKobo: plan.weeklySavingKobo,
  frequency: 'Weekly',
  durationMonths: 12,
});

/** What joining costs: the membership fee plus the first contribution (part 1 section 9). */
export const amountDue = (m: Pick<PlanTerms, 'membershipFeeKobo' | 'contributionKobo' | 'frequency'>) =>
  m.membershipFeeKobo + periodAmount(m);

/** An active plan by id; 400 when it does not exist or is withdrawn. */
export async function findPlan(db: Db, planId: number): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  if (!plan?.active) throw badRequest('This plan is not available. Please choose another plan.');
  return plan;
}

export const ALREADY_ACTIVE = 'You already have an active plan. Change it from your profile.';

/**
 * The pending membership a purchase pays for: the member's current pending one when it is for the
 * same plan, terms and method, otherwise a new one (an older pending choice is cancelled; a late
 * payment for it is refunded, see payment application). 409 when a plan is already active.
 */
export async function openPendingMembership(
  tx: Db,
  input: {
    userId: number;
    plan: PlanRow;
    terms: PlanTerms;
    method: 'card' | 'transfer' | 'earnings';
    now: Date;
  },
): Promise<MembershipRow> {
  const open = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, input.userId), inArray(memberships.status, ['pending', 'active'])))
    .for('update');
  if (open.some((m) => m.status === 'active')) throw conflict(ALREADY_ACTIVE);
  const pending = open[0];
  const t = input.terms;
  if (
    pending &&
    pending.planId === input.plan.id &&
    pending.paymentMethod === input.method &&
    pending.membershipFeeKobo === t.membershipFeeKobo &&
    pending.contributionKobo === t.contributionKobo &&
    pending.frequency === t.frequency &&
    pending.durationMonths === t.durationMonths
  ) {
    return pending;
  }
  if (pending) {
    await tx
      .update(memberships)
      .set({ status: 'cancelled', updatedAt: input.now })
      .where(eq(memberships.id, pending.id));
  }
  const [created] = await tx
    .insert(memberships)
    .values({
      userId: input.userId,
      planId: input.plan.id,
      status: 'pending',
      paymentMethod: input.method,
      membershipFeeKobo: t.membershipFeeKobo,
      contributionKobo: t.contributionKobo,
      frequency: t.frequency,
      durationMonths: t.durationMonths,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!created) throw new Error('Membership insert returned no row');
  return created;
}
