import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks, memberships, planChanges, plans, users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';

export type PlanChangeRow = typeof planChanges.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** The member's active membership with its plan, or null (no plan, or one still awaiting payment). */
export async function activeMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Weeks (periods) paid in the membership's current cycle. */
export async function weeksPaid(db: Db, m: Pick<MembershipRow, 'id' | 'userId' | 'cycleNumber'>) {
  const [row] = await db
    .select({ n: count() })
    .from(contributionWeeks)
    .where(
      and(
        eq(contributionWeeks.userId, m.userId),
        eq(contributionWeeks.membershipId, m.id),
        eq(contributionWeeks.cycleNumber, m.cycleNumber),
        eq(contributionWeeks.status, 'paid'),
      ),
    );
  return row?.n ?? 0;
}

/** The member's change waiting for its payment, or null. */
export async function pendingChange(db: Db, userId: number): Promise<PlanChangeRow | null> {
  const [row] = await db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'pending')))
    .orderBy(desc(planChanges.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * What the dashboard badge would show that blocks a change (part 2 section 4.2): a loan owed
 * (LOAN BORROWER), or a TFP in use (1) or in process (3) as a truster (TFP IN USE).
 */
export async function blockingState(db: Db, userId: number): Promise<'loan-borrower' | 'tfp-in-use' | null> {
  const [user] = await db
    .select({ pin: users.tfpPinStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const balances = await memberBalances(db, userId);
  if (balances.loan > 0n) return 'loan-borrower';
  if (user && (user.pin === 1 || user.pin === 3)) return 'tfp-in-use';
  return null;
}
