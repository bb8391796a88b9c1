import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planBenefits, plans } from '../../db/schema/index.ts';

/** The plans on offer, in catalogue order, each with its benefits. */
export async function listActivePlans(db: Db) {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  const benefits = rows.length
    ? await db
        .select()
        .from(planBenefits)
        .where(
          inArray(
            planBenefits.planId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(planBenefits.planId), asc(planBenefits.position))
    : [];
  return rows.map((plan) => ({ plan, benefits: benefits.filter((b) => b.planId === plan.id) }));
}
