import { describe, expect, it } from 'vitest';
import { contributionWeekPoints } from './chart-weeks.ts';

const DAY = 86_400_000;
const start = new Date('2026-03-02T09:00:00Z'); // a Monday, the cycle's week 1
const at = (days: number) => new Date(start.getTime() + days * DAY);
const paid = (days: number, naira: number) => ({ createdAt: at(days), amountKobo: BigInt(naira * 100) });

describe('the contribution chart (one point per contribution week)', () => {
  it('sums two payments of one week into one point dated on the week’s first day', () => {
    const points = contributionWeekPoints([paid(8, 1000), paid(0, 1000), paid(9, 500)], start, 10);
    expect(points).toEqual([
      { trans_from_date: '03/02/2026', con_amount: 1000 },
      { trans_from_date: '03/09/2026', con_amount: 1500 },
    ]);
  });

  it('counts the weeks from the first payment, whatever the order, for a member without a started plan', () => {
    // Given newest first, as the history query returns them: the anchor is still the oldest payment,
    // so a payment a day into its week still dates from the week's first day.
    const points = contributionWeekPoints([paid(16, 300), paid(9, 200), paid(1, 100)], null, 10);
    expect(points).toEqual([
      { trans_from_date: '03/03/2026', con_amount: 100 },
      { trans_from_date: '03/10/2026', con_amount: 200 },
      { trans_from_date: '03/17/2026', con_amount: 300 },
    ]);
  });

  it('keeps the newest weeks when there are more than the chart shows, oldest first', () => {
    const rows = [0, 7, 14, 21].map((d, i) => paid(d, 100 * (i + 1)));
    expect(contributionWeekPoints(rows, start, 2)).toEqual([
      { trans_from_date: '03/16/2026', con_amount: 300 },
      { trans_from_date: '03/23/2026', con_amount: 400 },
    ]);
  });

  it('has no points before the first payment', () => {
    expect(contributionWeekPoints([], start, 10)).toEqual([]);
  });
});
