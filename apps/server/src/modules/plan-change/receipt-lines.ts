import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { planChanges, plans } from '../../db/schema/index.ts';
import { displayName, type PriceLine, priceLines } from './rules.ts';

/**
 * What a paid upgrade bought, for its receipt: the lines the confirmation showed before paying, read
 * back from the change the payment paid for (its fee balance and top-up as charged). Null when the
 * payment paid for no plan change.
 */
export async function planChangeReceipt(
  db: Db,
  paymentReference: string,
): Promise<{ planName: string; lines: PriceLine[] } | null> {
  const from = alias(plans, 'from_plan');
  const [row] = await db
    .select({ change: planChanges, to: plans, from })
    .from(planChanges)
    .innerJoin(plans, eq(plans.id, planChanges.toPlanId))
    .innerJoin(from, eq(from.id, planChanges.fromPlanId))
    .where(eq(planChanges.paymentReference, paymentReference))
    .limit(1);
  if (!row) return null;
  const c = row.change;
  return {
    planName: displayName(row.to.name),
    lines: priceLines({
      fromPlan: row.from.name,
      toPlan: row.to.name,
      newFeeKobo: c.membershipFeeKobo,
      feeBalanceKobo: c.feeBalanceKobo,
      topUpKobo: c.topUpKobo,
      // The fixed plans' weekly saving is the plan's own (a FLEXI plan never changes).
      weeklyDifferenceKobo: c.contributionKobo - row.from.weeklySavingKobo,
    }),
  };
}
