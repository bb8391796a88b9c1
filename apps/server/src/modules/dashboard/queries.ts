import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  journalEntries,
  ledgerAccounts,
  memberships,
  payments,
  plans,
  postings,
} from '../../db/schema/index.ts';
import { memberAccount } from '../../ledger/index.ts';

/** The member's current plan: the active membership (or the pending one) with its plan row, or null. */
export async function findMemberPlan(db: Db, userId: number) {
  const [row] = await db
    .select({ membership: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'pending'])))
    // 'active' sorts before 'pending'
    .orderBy(memberships.status)
    .limit(1);
  return row ?? null;
}
export type MemberPlan = NonNullable<Awaited<ReturnType<typeof findMemberPlan>>>;

/** How many earnings the member has received (credits to their earnings account). */
export async function countEarnings(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(eq(ledgerAccounts.code, memberAccount(userId, 'earnings')), lt(postings.amount, 0n)));
  return row?.n ?? 0;
}

/** How many loan, POP and ETC repayments the member has made (the repayment record of the star rating). */
export async function countRepayments(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(and(eq(journalEntries.memberId, userId), eq(journalEntries.kind, 'repayment')));
  return row?.n ?? 0;
}

/**
 * The member's plan payment by bank transfer that an operator has not confirmed yet (its membership
 * still pending), newest first, or null.
 */
export async function findAwaitedTransfer(db: Db, userId: number) {
  const [row] = await db
    .select({
      reference: payments.reference,
      amountKobo: payments.amountKobo,
      createdAt: payments.createdAt,
      planName: plans.name,
    })
    .from(payments)
    .innerJoin(memberships, eq(memberships.id, payments.membershipId))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'transfer'),
        eq(payments.status, 'pending'),
        eq(memberships.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}
