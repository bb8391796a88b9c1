/**
 * The calendar of a cycle as pure functions of the membership and the clock (docs/domain-rules.md,
 * "Cycle rules"). No database here, so every boundary can be tested with plain dates.
 */

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** The cash-out window is the cycle's last 7 days (DESIGN section 9). */
export const CASHOUT_WINDOW_MS = 7 * DAY_MS;

export interface CycleTerms {
  startedAt: Date;
  durationMonths: number;
  frequency: string;
  /** The chosen amount: per day (Daily), per week (Weekly) or per month (Monthly). */
  contributionKobo: bigint;
}

export interface CycleDates {
  cycleEndsAt: Date;
  cashoutFrom: Date;
  cashoutTo: Date;
}

export interface Period {
  week: number;
  dueAt: Date;
  amountKobo: bigint;
}

/** date + n calendar months in UTC, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, n: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(date.getTime());
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(date.getUTCDate(), lastDay));
  return d;
}

/** A cycle lasts durationMonths from its start; the window is its last 7 days, [from, to). */
export function cycleDates(startedAt: Date, durationMonths: number): CycleDates {
  const cycleEndsAt = addMonths(startedAt, durationMonths);
  return {
    cycleEndsAt,
    cashoutFrom: new Date(cycleEndsAt.getTime() - CASHOUT_WINDOW_MS),
    cashoutTo: cycleEndsAt,
  };
}

/** Daily plans are debited weekly, 7 × the daily amount (spec part 1 section 9). */
export function periodAmount(terms: Pick<CycleTerms, 'frequency' | 'contributionKobo'>): bigint {
  return terms.frequency === 'Daily' ? terms.contributionKobo * 7n : terms.contributionKobo;
}

/** When period `week` (1-based) falls due: every 7 days from the start, or every calendar month. */
export function dueAt(terms: Pick<CycleTerms, 'startedAt' | 'frequency'>, week: number): Date {
  if (terms.frequency === 'Monthly') return addMonths(terms.startedAt, week - 1);
  return new Date(terms.startedAt.getTime() + (week - 1) * WEEK_MS);
}

/**
 * Every contribution period of a cycle: those that fall due before the cash-out window opens.
 * A 12-month cycle has 52 weekly periods (the direct debit "lasts 52 weeks"), a 12-month monthly
 * FLEXI plan 12, a 3-month weekly FLEXI plan 12 or 13 depending on the months' lengths.
 */
export function periodsOf(
  terms: CycleTerms,
  dates: CycleDates = cycleDates(terms.startedAt, terms.durationMonths),
) {
  const out: Period[] = [];
  const amountKobo = periodAmount(terms);
  for (let week = 1; ; week++) {
    const at = dueAt(terms, week);
    if (at.getTime() >= dates.cashoutFrom.getTime()) break;
    out.push({ week, dueAt: at, amountKobo });
  }
  return out;
}

/** The periods that have fallen due at `now` (dueAt <= now). */
export function duePeriods(terms: CycleTerms, now: Date, dates?: CycleDates): Period[] {
  return periodsOf(terms, dates).filter((p) => p.dueAt.getTime() <= now.getTime());
}

/** Inside the cash-out window: from its first instant up to, not including, the cycle's end. */
export function inCashoutWindow(dates: Pick<CycleDates, 'cashoutFrom' | 'cashoutTo'>, now: Date): boolean {
  const t = now.getTime();
  return t >= dates.cashoutFrom.getTime() && t < dates.cashoutTo.getTime();
}
