import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, payments } from '../../db/schema/index.ts';
import { lockedMemberBalance } from '../../ledger/index.ts';
import { cycleWeeks, GRACE_MS, periodAmount } from '../contributions/index.ts';
import { findMemberPlan } from '../memberships/index.ts';
import type { Owed } from './allocation.ts';

/**
 * The member's plan start awaiting its bank transfer (a pending plan chosen with transfer, its
 * payment pending), locked, or null: what joining's operator confirmation would activate.
 */
export async function awaitedPlanStart(tx: Db, userId: number) {
  const [row] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(memberships, eq(memberships.id, payments.membershipId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'transfer'),
        eq(payments.status, 'pending'),
        eq(memberships.status, 'pending'),
        eq(memberships.paymentMethod, 'transfer'),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
    .for('update', { of: payments });
  return row?.payment ?? null;
}

/**
 * What the member owes besides a plan payment, read in the crediting transaction: missed periods of
 * the active cycle still in their 4-week grace, one period's amount, and the loan, POP and ETC
 * balances (their ledger rows locked, so nothing else repays them meanwhile).
 */
export async function owedBesidesPlan(tx: Db, userId: number, now: Date): Promise<Omit<Owed, 'planDueKobo'>> {
  const current = await findMemberPlan(tx, userId);
  const m = current?.membership.status === 'active' ? current.membership : null;
  let missedWeeks = 0;
  let periodKobo = 0n;
  if (m?.startedAt && m.contributionKobo > 0n) {
    periodKobo = periodAmount(m);
    const graceFrom = now.getTime() - GRACE_MS;
    missedWeeks = (await cycleWeeks(tx, userId, m.cycleNumber)).filter(
      (w) => w.status === 'missed' && w.dueAt.getTime() >= graceFrom,
    ).length;
  }
  return {
    missedWeeks,
    periodKobo,
    loanKobo: await lockedMemberBalance(tx, userId, 'loan'),
    popKobo: await lockedMemberBalance(tx, userId, 'pop'),
    etcKobo: await lockedMemberBalance(tx, userId, 'etc'),
  };
}
