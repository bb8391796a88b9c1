import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/**
 * The member's active membership with its plan, or null. `lock` takes the row for a change (a
 * pending membership is locked, where it matters, by openPendingMembership).
 */
export async function activeMembership(
  db: Db,
  userId: number,
  lock: boolean,
): Promise<{ m: MembershipRow; plan: PlanRow } | null> {
  const q = db
    .select({ m: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  const [row] = await (lock ? q.for('update', { of: memberships }) : q);
  return row ?? null;
}

/** The plans earnings can start (part 2 section 4.8): the fixed paid plans, cheapest first. */
export const PLANS_BY_EARNINGS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
