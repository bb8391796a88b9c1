import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** The member's open (active or pending) membership with its plan; `lock` takes the row for the change. */
export async function openMembership(
  db: Db,
  userId: number,
  lock: boolean,
): Promise<{ m: MembershipRow; plan: PlanRow }[]> {
  const q = db
    .select({ m: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['pending', 'active'])));
  return lock ? q.for('update', { of: memberships }) : q;
}

/** The active membership, or null. */
export async function activeMembership(db: Db, userId: number, lock = false) {
  return (await openMembership(db, userId, lock)).find((r) => r.m.status === 'active') ?? null;
}

/** The plans earnings can start (part 2 section 4.8): the fixed paid plans, cheapest first. */
export const PLANS_BY_EARNINGS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
