import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, contributionWeeks, memberships, plans, users } from '../../db/schema/index.ts';
import type { PeriodRecord } from './standing.ts';

export type ContributionWeek = typeof contributionWeeks.$inferSelect;

/** An active membership with what the debit run needs about its member and its recorded periods. */
export interface DebitCandidate {
  membershipId: number;
  userId: number;
  email: string;
  fullName: string;
  userStatus: number;
  planName: string;
  paymentMethod: string;
  contributionKobo: bigint;
  frequency: string;
  durationMonths: number;
  cycleNumber: number;
  startedAt: Date;
  cycleEndsAt: Date | null;
  cashoutFrom: Date | null;
  cashoutTo: Date | null;
  /** Highest period recorded in this cycle, and how many are recorded (a gap when they differ). */
  lastWeek: number;
  recorded: number;
}

/** Every active, started membership that saves something each period (ORDINARY saves nothing). */
export async function debitCandidates(db: Db): Promise<DebitCandidate[]> {
  const rows = await db
    .select({
      membershipId: memberships.id,
      userId: memberships.userId,
      email: users.email,
      fullName: users.fullName,
      userStatus: users.status,
      planName: plans.name,
      paymentMethod: memberships.paymentMethod,
      contributionKobo: memberships.contributionKobo,
      frequency: memberships.frequency,
      durationMonths: memberships.durationMonths,
      cycleNumber: memberships.cycleNumber,
      startedAt: memberships.startedAt,
      cycleEndsAt: memberships.cycleEndsAt,
      cashoutFrom: memberships.cashoutFrom,
      cashoutTo: memberships.cashoutTo,
      lastWeek: sql<number>`coalesce((select max(cw.week) from contribution_weeks cw
        where cw.user_id = ${memberships.userId} and cw.cycle_number = ${memberships.cycleNumber}), 0)`.mapWith(
        Number,
      ),
      recorded: sql<number>`(select count(*) from contribution_weeks cw
        where cw.user_id = ${memberships.userId} and cw.cycle_number = ${memberships.cycleNumber})`.mapWith(
        Number,
      ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.status, 'active'), gt(memberships.contributionKobo, 0n)))
    .orderBy(asc(memberships.id));
  return rows.filter((r): r is DebitCandidate => r.startedAt !== null);
}

/** The periods recorded for a member's cycle, by week. */
export function cycleWeeks(db: Db, userId: number, cycleNumber: number): Promise<ContributionWeek[]> {
  return db
    .select()
    .from(contributionWeeks)
    .where(and(eq(contributionWeeks.userId, userId), eq(contributionWeeks.cycleNumber, cycleNumber)))
    .orderBy(asc(contributionWeeks.week));
}

/** Every period of a member across all cycles, oldest first (titles and the lock read it). */
export async function memberHistory(db: Db, userId: number): Promise<PeriodRecord[]> {
  const rows = await db
    .select({ dueAt: contributionWeeks.dueAt, status: contributionWeeks.status })
    .from(contributionWeeks)
    .where(eq(contributionWeeks.userId, userId))
    .orderBy(asc(contributionWeeks.dueAt));
  return rows as PeriodRecord[];
}

/** The histories of many members at once (the titles job), oldest first. */
export async function historiesOf(db: Db, userIds: number[]): Promise<Map<number, PeriodRecord[]>> {
  const out = new Map<number, PeriodRecord[]>();
  for (const id of userIds) out.set(id, []);
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: contributionWeeks.userId,
      dueAt: contributionWeeks.dueAt,
      status: contributionWeeks.status,
    })
    .from(contributionWeeks)
    .where(inArray(contributionWeeks.userId, userIds))
    .orderBy(asc(contributionWeeks.userId), asc(contributionWeeks.dueAt));
  for (const r of rows)
    out.get(r.userId)?.push({ dueAt: r.dueAt, status: r.status as PeriodRecord['status'] });
  return out;
}

/** When an operator last unlocked the member (the run of missed weeks counts from then). */
export async function lastUnlockAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'member.unlock')))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Attempts left in `charging` since before `before`: their run stopped between the provider and us. */
export function staleCharges(db: Db, before: Date): Promise<ContributionWeek[]> {
  return db
    .select()
    .from(contributionWeeks)
    .where(and(eq(contributionWeeks.status, 'charging'), lt(contributionWeeks.attemptedAt, before)))
    .orderBy(asc(contributionWeeks.id));
}
