import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';

/**
 * The id of the member's current membership, as a subquery: the active one, or else the pending one
 * (joined but not yet paid or confirmed). The one definition of "current membership": every read of
 * the member's plan, the prepared statements of the dashboard and the contributions screen
 * (db/prepared.ts) included, joins on it, so no two screens can disagree about which membership is meant.
 * `userId` is a number, or a placeholder in a prepared statement.
 */
function currentMembershipId(db: Db, userId: number | Placeholder) {
  const m = alias(memberships, 'current_membership');
  return (
    db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.userId, userId), inArray(m.status, ['active', 'pending'])))
      // 'active' sorts before 'pending'
      .orderBy(m.status)
      .limit(1)
  );
}

/** A condition on `memberships`: the row is the member's current membership (see currentMembershipId). */
export const isCurrentMembership = (db: Db, userId: number | Placeholder) =>
  eq(memberships.id, sql`(${currentMembershipId(db, userId)})`);

/** The member's current membership with its plan row, or null when they have none. */
export async function findMemberPlan(db: Db, userId: number) {
  const [row] = await db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(isCurrentMembership(db, userId));
  return row ?? null;
}
