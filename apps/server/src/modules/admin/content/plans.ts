import type { adminPlanFiguresSchema } from '@trust/shared';
import { ADMIN_CONTENT_MESSAGES, type AdminPlan, toNairaNumber } from '@trust/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { memberships, planBenefits, plans } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/envelope.ts';
import { type Actor, audit } from '../../audit/index.ts';
import { figureBenefitValue, isFigureBenefit } from './plan-benefits.ts';

type Plan = typeof plans.$inferSelect;
type Benefit = { text: string; value: string };
type FiguresInput = z.output<typeof adminPlanFiguresSchema>;

function toAdminPlan(p: Plan, benefits: Benefit[], members: number): AdminPlan {
  return {
    id: p.id,
    name: p.name,
    display_name: p.name === 'ORDINARY' ? 'BASIC' : p.name,
    membership_fee: toNairaNumber(p.membershipFeeKobo),
    weekly_saving: toNairaNumber(p.weeklySavingKobo),
    loan_max: toNairaNumber(p.loanMaxKobo),
    cover_limit: toNairaNumber(p.coverLimitKobo),
    referral_l1: toNairaNumber(p.referralL1Kobo),
    referral_l2: toNairaNumber(p.referralL2Kobo),
    referral_l3: toNairaNumber(p.referralL3Kobo),
    active: p.active,
    benefits,
    members,
  };
}

/** Every plan (offered or not) with its benefits and how many members hold it now. */
export async function listAdminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
  const benefits = await db.select().from(planBenefits).orderBy(asc(planBenefits.position));
  const held = await db
    .select({ planId: memberships.planId, n: count() })
    .from(memberships)
    .where(inArray(memberships.status, ['pending', 'active']))
    .groupBy(memberships.planId);
  return rows.map((p) =>
    toAdminPlan(
      p,
      benefits.filter((b) => b.planId === p.id).map((b) => ({ text: b.text, value: b.value })),
      held.find((h) => h.planId === p.id)?.n ?? 0,
    ),
  );
}

/**
 * Changes a plan's figures and its other benefits. The benefits that state a figure are rebuilt from
 * the new figures (so they never go stale); the operator's own list holds only the others. Running
 * memberships keep the fee and contribution they joined on (memberships hold their own terms).
 */
export async function updatePlanFigures(db: Db, actor: Actor, now: Date, id: number, input: FiguresInput) {
  const typedFigure = input.benefits.find((b) => isFigureBenefit(b.text));
  if (typedFigure) {
    throw badRequest(
      `“${typedFigure.text}” is built from the plan’s figures: change the figure above instead`,
      { field: 'benefits' },
    );
  }
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!plan) throw notFound(ADMIN_CONTENT_MESSAGES.planNotFound);
    const oldBenefits = await tx
      .select()
      .from(planBenefits)
      .where(eq(planBenefits.planId, id))
      .orderBy(asc(planBenefits.position));
    const [updated] = await tx
      .update(plans)
      .set({
        membershipFeeKobo: input.membership_fee,
        weeklySavingKobo: input.weekly_saving,
        loanMaxKobo: input.loan_max,
        coverLimitKobo: input.cover_limit,
        referralL1Kobo: input.referral_l1,
        referralL2Kobo: input.referral_l2,
        referralL3Kobo: input.referral_l3,
        active: input.active,
      })
      .where(eq(plans.id, id))
      .returning();
    if (!updated) throw notFound(ADMIN_CONTENT_MESSAGES.planNotFound);
    // The figure benefits the plan had, rebuilt; then the operator's others, in their order.
    const figures = oldBenefits
      .filter((b) => isFigureBenefit(b.text))
      .map((b) => ({ text: b.text, value: figureBenefitValue(b.text, updated) ?? b.value }));
    const benefits = [...figures, ...input.benefits];
    await tx.delete(planBenefits).where(eq(planBenefits.planId, id));
    if (benefits.length) {
      await tx
        .insert(planBenefits)
        .values(benefits.map((b, position) => ({ planId: id, position, text: b.text, value: b.value })));
    }
    const [held] = await tx
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.planId, id), inArray(memberships.status, ['pending', 'active'])));
    const before = toAdminPlan(
      plan,
      oldBenefits.map((b) => ({ text: b.text, value: b.value })),
      held?.n ?? 0,
    );
    const after = toAdminPlan(updated, benefits, held?.n ?? 0);
    await audit(tx, { actor, now, action: 'content.plan.update', before, after });
    return after;
  });
}
