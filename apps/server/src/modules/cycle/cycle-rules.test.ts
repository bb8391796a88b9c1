import { describe, expect, it } from 'vitest';
import {
  addMonths,
  CASHOUT_WINDOW_MS,
  cycleDates,
  DAY_MS,
  duePeriods,
  periodAmount,
  periodsOf,
  WEEK_MS,
} from '../contributions/schedule.ts';
import {
  GRACE_MS,
  inGrace,
  longestMissedRun,
  longestPaidRun,
  monthsBetween,
  type PeriodRecord,
  paidWeeks,
  titleFor,
} from '../contributions/standing.ts';
import { trustBonusBps } from './cashout.ts';
import { cycleEnd } from './next-cycle.ts';

// The cycle rules of docs/domain-rules.md at their boundaries, as pure functions (no database).
const start = new Date('2026-01-05T09:00:00Z');
const weekly = { startedAt: start, durationMonths: 12, frequency: 'Weekly', contributionKobo: 100_000n };
const week = (n: number) => new Date(start.getTime() + (n - 1) * WEEK_MS);

describe('the calendar at its boundaries', () => {
  it('has a week of 7 days and a cash-out window of the last 7 days', () => {
    expect(DAY_MS).toBe(86_400_000);
    expect(WEEK_MS).toBe(7 * 86_400_000);
    expect(CASHOUT_WINDOW_MS).toBe(7 * 86_400_000);
  });

  it('adds calendar months across a year end and keeps the time of day', () => {
    expect(addMonths(new Date('2026-11-30T23:59:59Z'), 3).toISOString()).toBe('2027-02-28T23:59:59.000Z');
    expect(addMonths(new Date('2028-01-31T06:00:00Z'), 1).toISOString()).toBe('2028-02-29T06:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 0).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(addMonths(new Date('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('charges the chosen amount for Weekly and Monthly plans, 7 days of it for Daily', () => {
    expect(periodAmount({ frequency: 'Weekly', contributionKobo: 120_000n })).toBe(120_000n);
    expect(periodAmount({ frequency: 'Monthly', contributionKobo: 120_000n })).toBe(120_000n);
    expect(periodAmount({ frequency: 'Daily', contributionKobo: 1_000n })).toBe(7_000n);
  });

  it('ends the periods before the window opens, using the stored dates when given', () => {
    const dates = cycleDates(start, 12);
    const periods = periodsOf(weekly, dates);
    expect(periods.at(-1)?.dueAt.getTime()).toBeLessThan(dates.cashoutFrom.getTime());
    // A window opening exactly on a due date leaves that period out.
    const early = { ...dates, cashoutFrom: week(3) };
    expect(periodsOf(weekly, early).map((p) => p.week)).toEqual([1, 2]);
    expect(
      periodsOf(weekly, { ...dates, cashoutFrom: new Date(week(3).getTime() + 1) }).map((p) => p.week),
    ).toEqual([1, 2, 3]);
    expect(periods.every((p) => p.amountKobo === 100_000n)).toBe(true);
  });

  it('counts a period as due from its due instant, not before', () => {
    expect(duePeriods(weekly, new Date(week(2).getTime() - 1)).map((p) => p.week)).toEqual([1]);
    expect(duePeriods(weekly, week(2)).map((p) => p.week)).toEqual([1, 2]);
    expect(duePeriods(weekly, new Date(start.getTime() - 1))).toEqual([]);
  });
});

const h = (...items: [number, PeriodRecord['status']][]): PeriodRecord[] =>
  items.map(([n, status]) => ({ dueAt: week(n), status }));

describe('standing at its boundaries', () => {
  it('counts paid weeks that have fallen due, in any order, and no others', () => {
    const history = h([3, 'paid'], [1, 'paid'], [2, 'missed'], [4, 'charging'], [5, 'paid']);
    expect(paidWeeks(history, week(3))).toBe(2);
    expect(paidWeeks(history, new Date(week(5).getTime() - 1))).toBe(2);
    expect(paidWeeks(history, week(5))).toBe(3);
  });

  it('finds the longest paid run in due order, whatever order the rows come in', () => {
    const history = h([4, 'paid'], [1, 'paid'], [3, 'paid'], [2, 'missed'], [5, 'paid'], [6, 'charging']);
    expect(longestPaidRun(history, week(6))).toBe(3);
    expect(longestPaidRun(history, week(4))).toBe(2);
    expect(longestPaidRun(history, week(1))).toBe(1);
    expect(longestPaidRun([], week(6))).toBe(0);
    expect(longestMissedRun(h([3, 'missed'], [1, 'missed'], [2, 'missed'], [4, 'paid']), null)).toBe(3);
    expect(longestMissedRun(h([1, 'missed'], [2, 'missed']), week(1))).toBe(1);
  });

  it('counts whole calendar months, down to the millisecond of the day', () => {
    expect(monthsBetween(new Date('2026-01-05T09:00:00Z'), new Date('2026-12-05T09:00:00Z'))).toBe(11);
    expect(monthsBetween(new Date('2026-01-05T09:00:00Z'), new Date('2026-12-05T08:59:59.999Z'))).toBe(10);
    expect(monthsBetween(new Date('2026-01-05T09:00:00Z'), new Date('2026-12-04T23:00:00Z'))).toBe(10);
    expect(monthsBetween(new Date('2025-11-20T00:00:00Z'), new Date('2026-02-20T00:00:00Z'))).toBe(3);
    expect(monthsBetween(new Date('2026-01-05T09:00:00Z'), new Date('2026-01-05T09:00:00Z'))).toBe(0);
  });

  it('gives titles at their thresholds: 12 paid weeks, 26 in a row, 11 months with Bonafide', () => {
    const first = start;
    const eleven = new Date('2026-12-05T09:00:00Z');
    expect(titleFor({ paidWeeks: 11, longestPaidRun: 11, firstDueAt: first }, eleven)).toBe('Ordinary');
    expect(titleFor({ paidWeeks: 12, longestPaidRun: 1, firstDueAt: first }, eleven)).toBe('Qualified');
    expect(titleFor({ paidWeeks: 40, longestPaidRun: 25, firstDueAt: first }, eleven)).toBe('Qualified');
    expect(titleFor({ paidWeeks: 26, longestPaidRun: 26, firstDueAt: first }, week(26))).toBe('Bonafide');
    expect(titleFor({ paidWeeks: 26, longestPaidRun: 26, firstDueAt: first }, eleven)).toBe('Matured');
    expect(titleFor({ paidWeeks: 26, longestPaidRun: 26, firstDueAt: null }, eleven)).toBe('Bonafide');
    expect(titleFor({ paidWeeks: 0, longestPaidRun: 0, firstDueAt: null }, eleven)).toBe('Ordinary');
  });

  it('lets a missed week be paid until exactly 4 weeks after it fell due, and nothing else', () => {
    expect(GRACE_MS).toBe(4 * WEEK_MS);
    const missed: PeriodRecord = { dueAt: week(1), status: 'missed' };
    expect(inGrace(missed, week(5))).toBe(true);
    expect(inGrace(missed, new Date(week(5).getTime() + 1))).toBe(false);
    expect(inGrace({ ...missed, status: 'paid' }, week(2))).toBe(false);
    expect(inGrace({ ...missed, status: 'charging' }, week(2))).toBe(false);
  });
});

describe('the cycle end and the trust bonus rate', () => {
  it('takes the stored cycle end, else the start plus the duration, else none', () => {
    const stored = new Date('2026-06-01T00:00:00Z');
    expect(cycleEnd({ startedAt: start, cycleEndsAt: stored, durationMonths: 12 })).toEqual(stored);
    expect(cycleEnd({ startedAt: start, cycleEndsAt: null, durationMonths: 3 })?.toISOString()).toBe(
      '2026-04-05T09:00:00.000Z',
    );
    expect(cycleEnd({ startedAt: null, cycleEndsAt: null, durationMonths: 12 })).toBeNull();
  });

  it("uses the plan's rate, and for FLEXI its lower bound, middle or upper bound by the cycle's length", () => {
    const silver = { name: 'SILVER', trustBonusBps: 500, trustBonusMaxBps: 900 };
    const flexi = { name: 'FLEXI', trustBonusBps: 300, trustBonusMaxBps: 801 };
    expect(trustBonusBps(silver, 3)).toBe(500);
    expect(trustBonusBps(silver, 12)).toBe(500);
    expect(trustBonusBps(flexi, 3)).toBe(300);
    expect(trustBonusBps(flexi, 5)).toBe(300);
    expect(trustBonusBps(flexi, 6)).toBe(550);
    expect(trustBonusBps(flexi, 11)).toBe(550);
    expect(trustBonusBps(flexi, 12)).toBe(801);
    expect(trustBonusBps(flexi, 24)).toBe(801);
  });
});
