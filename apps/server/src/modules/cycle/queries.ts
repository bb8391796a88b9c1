import type { FlexiFrequency } from '@trust/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, contributionWeeks, memberships, plans, users } from '../../db/schema/index.ts';
import type { ContributionWeek, PeriodRecord } from '../contributions/index.ts';
import {
  activeMandateCode,
  chooseDebitAuthorization,
  type DebitMethod,
  defaultCardCode,
} from './debit-authorization.ts';

export type { ContributionWeek };

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
  frequency: FlexiFrequency;
  durationMonths: number;
  cycleNumber: number;
  startedAt: Date;
  cycleEndsAt: Date | null;
  cashoutFrom: Date | null;
  cashoutTo: Date | null;
  /** Highest period recorded in this cycle, and how many are recorded (a gap when they differ). */
  lastWeek: number;
  recorded: number;
  /**
   * What the debit charges (debit-authorization.ts): the active mandate's authorization, else the
   * default card's; null for a member who pays by bank transfer.
   */
  authorizationCode: string | null;
  /** Which of the two it is (null with no authorization). */
  debitMethod: DebitMethod | null;
}

/**
 * The active, started memberships that save something each period (ORDINARY saves nothing) and may
 * have a period to settle at `now`, with their default card, in one query. The filter only needs to
 * keep every membership with a period due (the schedule in JS decides exactly): the next period
 * (after the last recorded one) falls due no sooner than 7 days per period from the start for a
 * weekly or daily plan and 28 days per period for a monthly one, and before the cash-out window.
 * Memberships with a gap in their recorded periods, or without stored cycle dates, always pass.
 */
export async function dueCandidates(db: Db, now: Date): Promise<DebitCandidate[]> {
  const cw = contributionWeeks;
  const recorded = db
    .select({
      lastWeek: sql<number>`coalesce(max(${cw.week}), 0)`.as('last_week'),
      recorded: sql<number>`count(*)::int`.as('recorded'),
    })
    .from(cw)
    .where(and(eq(cw.userId, memberships.userId), eq(cw.cycleNumber, memberships.cycleNumber)))
    .as('recorded_weeks');
  const card = defaultCardCode(db, memberships.userId).as('default_card');
  const mandate = activeMandateCode(db, memberships.userId).as('active_mandate');
  const nextDueFloor = sql`${memberships.startedAt} + ${recorded.lastWeek} *
    (case when ${memberships.frequency} = 'Monthly' then interval '672 hours' else interval '168 hours' end)`;
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
      lastWeek: sql<number>`${recorded.lastWeek}`.mapWith(Number),
      recorded: sql<number>`${recorded.recorded}`.mapWith(Number),
      cardCode: card.authorizationCode,
      mandateCode: mandate.mandateCode,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .innerJoinLateral(recorded, sql`true`)
    .leftJoinLateral(card, sql`true`)
    .leftJoinLateral(mandate, sql`true`)
    .where(
      and(
        eq(memberships.status, 'active'),
        gt(memberships.contributionKobo, 0n),
        isNotNull(memberships.startedAt),
        or(
          sql`${recorded.recorded} <> ${recorded.lastWeek}`,
          isNull(memberships.cashoutFrom),
          and(
            sql`${nextDueFloor} <= ${now.toISOString()}::timestamptz`,
            sql`${nextDueFloor} < ${memberships.cashoutFrom}`,
          ),
        ),
      ),
    )
    .orderBy(asc(memberships.id));
  return rows.flatMap(({ cardCode, mandateCode, ...r }) => {
    if (r.startedAt === null) return [];
    const chosen = chooseDebitAuthorization(mandateCode, cardCode);
    return [
      {
        ...r,
        startedAt: r.startedAt,
        authorizationCode: chosen?.authorizationCode ?? null,
        debitMethod: chosen?.method ?? null,
      },
    ];
  });
}

/** The weeks recorded in each member's current cycle (the debit run reads them for members with a gap). */
export async function recordedWeeks(
  db: Db,
  members: { userId: number; cycleNumber: number }[],
): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(members.map((m) => [m.userId, new Set<number>()]));
  if (members.length === 0) return out;
  const cycleOf = new Map(members.map((m) => [m.userId, m.cycleNumber]));
  const rows = await db
    .select({
      userId: contributionWeeks.userId,
      cycle: contributionWeeks.cycleNumber,
      week: contributionWeeks.week,
    })
    .from(contributionWeeks)
    .where(inArray(contributionWeeks.userId, [...cycleOf.keys()]));
  for (const r of rows) if (cycleOf.get(r.userId) === r.cycle) out.get(r.userId)?.add(r.week);
  return out;
}

/** The histories of many members at once (titles and the lock read them), oldest first. */
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

/** When an operator last unlocked each of the members, for those ever unlocked. */
export async function lastUnlocks(db: Db, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: auditLog.targetUserId,
      at: sql<Date>`max(${auditLog.createdAt})`.mapWith(auditLog.createdAt),
    })
    .from(auditLog)
    .where(and(inArray(auditLog.targetUserId, userIds), eq(auditLog.action, 'member.unlock')))
    .groupBy(auditLog.targetUserId);
  return new Map(rows.flatMap((r) => (r.userId === null ? [] : [[r.userId, r.at] as const])));
}

/** Attempts left in `charging` since before `before`: their run stopped between the provider and us. */
export function staleCharges(db: Db, before: Date): Promise<ContributionWeek[]> {
  return db
    .select()
    .from(contributionWeeks)
    .where(and(eq(contributionWeeks.status, 'charging'), lt(contributionWeeks.attemptedAt, before)))
    .orderBy(asc(contributionWeeks.id));
}
