/**
 * A member's standing from their contribution history, as pure functions (docs/domain-rules.md,
 * "Cycle rules"): the title (spec part 2 section 4.1), the run of missed weeks that locks an
 * account, and the grace in which a missed week can still be paid.
 */
import { DAY_MS, WEEK_MS } from './schedule.ts';

export type PeriodStatus = 'charging' | 'paid' | 'missed';

export interface PeriodRecord {
  dueAt: Date;
  status: PeriodStatus;
}

export type MemberTitle = 'Ordinary' | 'Qualified' | 'Bonafide' | 'Matured';

/** Qualified after 12 weeks of contributions. */
const QUALIFIED_WEEKS = 12;
/** Bonafide after 6 months (26 weeks) of consistent weekly contributions. */
const BONAFIDE_WEEKS = 26;
/** Matured at 11 months of membership. */
const MATURED_MONTHS = 11;
/** Four consecutive missed weeks lock the account. */
const LOCK_AFTER_MISSED = 4;
/** A missed week can still be paid within 4 weeks of its due date. */
export const GRACE_MS = 4 * WEEK_MS;

const byDue = (a: PeriodRecord, b: PeriodRecord) => a.dueAt.getTime() - b.dueAt.getTime();

/** Paid periods that have fallen due (an advance payment counts once its week arrives). */
export function paidWeeks(history: PeriodRecord[], now: Date): number {
  return history.filter((p) => p.status === 'paid' && p.dueAt.getTime() <= now.getTime()).length;
}

/** The longest run of consecutive paid periods that have fallen due. */
export function longestPaidRun(history: PeriodRecord[], now: Date): number {
  let best = 0;
  let run = 0;
  for (const p of [...history].sort(byDue)) {
    if (p.dueAt.getTime() > now.getTime()) break;
    run = p.status === 'paid' ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** What a title is decided on: counts over the periods that have fallen due, and the first period. */
export interface Standing {
  paidWeeks: number;
  longestPaidRun: number;
  /** The member's first period (across all cycles), null without any. */
  firstDueAt: Date | null;
}

/**
 * The title follows from the history across every cycle, so it never goes back: counts and runs
 * only grow. Matured needs 11 months since the member's first period and Bonafide standing;
 * Bonafide needs 26 consecutive paid weeks; Qualified 12 paid weeks.
 */
export function titleFor(s: Standing, now: Date): MemberTitle {
  const bonafide = s.longestPaidRun >= BONAFIDE_WEEKS;
  if (bonafide && s.firstDueAt && monthsBetween(s.firstDueAt, now) >= MATURED_MONTHS) return 'Matured';
  if (bonafide) return 'Bonafide';
  if (s.paidWeeks >= QUALIFIED_WEEKS) return 'Qualified';
  return 'Ordinary';
}

export function memberTitle(history: PeriodRecord[], firstDueAt: Date | null, now: Date): MemberTitle {
  return titleFor(
    { paidWeeks: paidWeeks(history, now), longestPaidRun: longestPaidRun(history, now), firstDueAt },
    now,
  );
}

/** Whole calendar months from a to b (UTC). */
export function monthsBetween(a: Date, b: Date): number {
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  const dayA = a.getUTCDate() * DAY_MS + (a.getTime() % DAY_MS);
  const dayB = b.getUTCDate() * DAY_MS + (b.getTime() % DAY_MS);
  if (dayB < dayA) months -= 1;
  return months;
}

/**
 * The longest run of consecutive missed periods, counting only periods that fell due after `since`
 * (the last unlock), so an operator's unlock starts the count afresh. An attempt still being charged
 * breaks a run: it is not a miss until the provider says so (then the check runs again).
 */
export function longestMissedRun(history: PeriodRecord[], since: Date | null): number {
  let best = 0;
  let run = 0;
  for (const p of [...history].sort(byDue)) {
    if (since && p.dueAt.getTime() <= since.getTime()) continue;
    run = p.status === 'missed' ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

export function shouldLock(history: PeriodRecord[], since: Date | null): boolean {
  return longestMissedRun(history, since) >= LOCK_AFTER_MISSED;
}

/** A missed period can still be paid late while now is within 4 weeks of its due date. */
export function inGrace(p: PeriodRecord, now: Date): boolean {
  return p.status === 'missed' && now.getTime() - p.dueAt.getTime() <= GRACE_MS;
}
