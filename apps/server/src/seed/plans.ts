import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { planBenefits, plans } from '../db/schema/index.ts';
import { PLAN_CATALOGUE } from '../modules/plans/index.ts';

/**
 * Adds every catalogue plan missing by name, with its benefits. A plan that already exists is left
 * exactly as operators edited it (figures, image, benefits). Safe to run on every start.
 */
export async function seedPlans(db: Db): Promise<void> {
  for (const { benefits, ...plan } of PLAN_CATALOGUE) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(plans)
        .values(plan)
        .onConflictDoNothing({ target: plans.name })
        .returning();
      const row = inserted[0];
      if (!row) return;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(planBenefits)
        .where(eq(planBenefits.planId, row.id));
      if (n > 0) return;
      await tx
        .insert(planBenefits)
        .values(benefits.map((b, position) => ({ planId: row.id, position, text: b.text, value: b.value })));
    });
  }
}
