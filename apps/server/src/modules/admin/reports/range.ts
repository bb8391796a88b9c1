import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportRange } from '@trust/shared';
import { badRequest } from '../../../http/envelope.ts';
import { addDays, lagosDay, lagosDayStart } from '../../../lagos-day.ts';

const DAY = 86_400_000;

/** The dates a report covers, as Lagos days and as the instants the SQL compares with. */
export interface ReportDates {
  kind: ReportRange;
  /** The first Lagos day counted (period reports), YYYY-MM-DD; null for as-at and now reports. */
  from: string | null;
  /** The last Lagos day counted, or the day whose end the books are read at. */
  to: string;
  /** The first instant of `from` in Lagos (null when there is no from). */
  startsAt: Date | null;
  /** The first instant after `to` in Lagos: every figure is read before it. */
  endsBefore: Date;
  now: Date;
}

/** How a report takes its dates: the kind, the default first day, and whether future days are allowed. */
export interface RangeRule {
  kind: ReportRange;
  /** The default From for a period report, from its To. */
  defaultFrom?: (to: string) => string;
  /** The default To, from today (today when absent). */
  defaultTo?: (today: string) => string;
  /** A report of what is coming (cash-outs due) may look up to 5 years ahead. */
  future?: boolean;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

/**
 * The dates a report covers, from the query (already checked as calendar days, From ≤ To) and the
 * report's rule. Throws a 400 naming the field when the To date is after today (unless the report
 * looks ahead) or the period is longer than 5 years.
 */
export function reportDates(rule: RangeRule, query: { from?: string; to?: string }, now: Date): ReportDates {
  const today = lagosDay(now);
  if (rule.kind === 'now') {
    return {
      kind: 'now',
      from: null,
      to: today,
      startsAt: null,
      endsBefore: lagosDayStart(addDays(today, 1)),
      now,
    };
  }
  const to = query.to ?? rule.defaultTo?.(today) ?? today;
  const latest = rule.future ? addDays(today, REPORT_MAX_DAYS) : today;
  if (to > latest) throw badRequest(REPORT_MESSAGES.toInFuture, { field: 'to' });
  const endsBefore = lagosDayStart(addDays(to, 1));
  if (rule.kind === 'as-at') return { kind: 'as-at', from: null, to, startsAt: null, endsBefore, now };
  const from = query.from ?? rule.defaultFrom?.(to) ?? addDays(to, -364);
  if (from > to) throw badRequest(REPORT_MESSAGES.fromAfterTo, { field: 'from' });
  if (daysBetween(from, to) > REPORT_MAX_DAYS) throw badRequest(REPORT_MESSAGES.tooLong, { field: 'from' });
  return { kind: 'period', from, to, startsAt: lagosDayStart(from), endsBefore, now };
}
