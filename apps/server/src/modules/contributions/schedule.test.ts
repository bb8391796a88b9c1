import { describe, expect, it } from 'vitest';
import { addMonths, cycleDates, dueAt, inCashoutWindow, periodsOf, WEEK_MS } from './schedule.ts';
import { longestMissedRun, longestPaidRun, memberTitle, type PeriodRecord, shouldLock } from './standing.ts';

const start = new Date('2026-01-05T09:00:00Z');
const weekly = { startedAt: start, durationMonths: 12, frequency: 'Weekly', contributionKobo: 100_000n };

describe('the cycle calendar', () => {
  it('has 52 weekly periods in a 12-month cycle, every 7 days from the start', () => {
    const periods = periodsOf(weekly);
    expect(periods).toHaveLength(52);
    expect(periods[0]?.dueAt).toEqual(start);
    expect(periods[51]?.dueAt).toEqual(new Date(start.getTime() + 51 * WEEK_MS));
  });

  it('debits a Daily FLEXI plan weekly at 7 times the daily amount', () => {
    const periods = periodsOf({
      ...weekly,
      frequency: 'Daily',
      contributionKobo: 50_000n,
      durationMonths: 3,
    });
    expect(periods[0]?.amountKobo).toBe(350_000n);
    expect(periods[1]?.dueAt.getTime()).toBe(start.getTime() + WEEK_MS);
    expect(periods.length).toBeGreaterThanOrEqual(12);
    expect(periods.length).toBeLessThanOrEqual(13);
  });

  it('debits a Monthly FLEXI plan every calendar month for the chosen duration', () => {
    const periods = periodsOf({ ...weekly, frequency: 'Monthly', durationMonths: 6 });
    expect(periods.map((p) => p.dueAt.toISOString().slice(0, 10))).toEqual([
      '2026-01-05',
      '2026-02-05',
      '2026-03-05',
      '2026-04-05',
      '2026-05-05',
      '2026-06-05',
    ]);
  });

  it('clamps a month-end start to the shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(
      dueAt({ startedAt: new Date('2026-01-31T10:00:00Z'), frequency: 'Monthly' }, 3).toISOString(),
    ).toBe('2026-03-31T10:00:00.000Z');
  });

  it("opens the cash-out window on the cycle's last 7 days and closes it at the end", () => {
    const d = cycleDates(start, 12);
    expect(d.cycleEndsAt.toISOString()).toBe('2027-01-05T09:00:00.000Z');
    expect(d.cashoutFrom.toISOString()).toBe('2026-12-29T09:00:00.000Z');
    expect(inCashoutWindow(d, new Date(d.cashoutFrom.getTime() - 1))).toBe(false);
    expect(inCashoutWindow(d, d.cashoutFrom)).toBe(true);
    expect(inCashoutWindow(d, new Date(d.cashoutTo.getTime() - 1))).toBe(true);
    expect(inCashoutWindow(d, d.cashoutTo)).toBe(false);
  });
});

const weeks = (statuses: string): PeriodRecord[] =>
  [...statuses].map((c, i) => ({
    dueAt: new Date(start.getTime() + i * WEEK_MS),
    status: c === 'P' ? 'paid' : c === 'C' ? 'charging' : 'missed',
  }));
const at = (week: number) => new Date(start.getTime() + (week - 1) * WEEK_MS);

describe('member standing', () => {
  it('stays Ordinary at 11 paid weeks and becomes Qualified at the 12th', () => {
    expect(memberTitle(weeks('P'.repeat(11)), start, at(11))).toBe('Ordinary');
    expect(memberTitle(weeks('P'.repeat(12)), start, at(12))).toBe('Qualified');
  });

  it('counts a week paid in advance only once it falls due', () => {
    expect(memberTitle(weeks('P'.repeat(12)), start, at(11))).toBe('Ordinary');
  });

  it('becomes Bonafide after 26 consecutive paid weeks, not after 26 with a miss between', () => {
    expect(memberTitle(weeks('P'.repeat(25)), start, at(25))).toBe('Qualified');
    expect(memberTitle(weeks('P'.repeat(26)), start, at(26))).toBe('Bonafide');
    const broken = weeks(`${'P'.repeat(13)}M${'P'.repeat(13)}`);
    expect(longestPaidRun(broken, at(27))).toBe(13);
    expect(memberTitle(broken, start, at(27))).toBe('Qualified');
  });

  it('is Matured at 11 months with Bonafide standing', () => {
    const h = weeks('P'.repeat(48));
    expect(memberTitle(h, start, new Date('2026-12-04T09:00:00Z'))).toBe('Bonafide');
    expect(memberTitle(h, start, new Date('2026-12-05T09:00:00Z'))).toBe('Matured');
  });

  it('locks on the fourth consecutive missed week, and counts afresh after an unlock', () => {
    expect(shouldLock(weeks('PPMMM'), null)).toBe(false);
    expect(shouldLock(weeks('PPMMMM'), null)).toBe(true);
    expect(shouldLock(weeks('MMPMM'), null)).toBe(false);
    expect(shouldLock(weeks('MMCMM'), null)).toBe(false);
    // Four in a row lock even when the week after them was paid before the last answer came in.
    expect(shouldLock(weeks('PMMMMP'), null)).toBe(true);
    const h = weeks('PMMMMM');
    expect(longestMissedRun(h, at(5))).toBe(1);
    expect(shouldLock(h, at(5))).toBe(false);
  });

  it('reads the weeks by their due dates, in whatever order the history lists them', () => {
    // Odd weeks first, then even ones: 'PPMMMM' reads P M M P M M in this order.
    const shuffled = (h: PeriodRecord[]) => [
      ...h.filter((_, i) => i % 2 === 1),
      ...h.filter((_, i) => i % 2 === 0),
    ];
    expect(shouldLock(shuffled(weeks('PPMMMM')), null)).toBe(true);
    expect(longestMissedRun(shuffled(weeks('PPMMMM')), null)).toBe(4);
    expect(longestPaidRun(shuffled(weeks('P'.repeat(26))), at(26))).toBe(26);
    expect(memberTitle(shuffled(weeks('P'.repeat(26))), start, at(26))).toBe('Bonafide');
  });
});
