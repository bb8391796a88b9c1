import { describe, expect, it } from 'vitest';
import { cumulative } from './cumulative.ts';

describe('cumulative savings', () => {
  it('adds each week to the weeks before, to the kobo', () => {
    const weeks = [0.1, 0.2, 1000].map((con_amount, i) => ({ trans_from_date: `w${i}`, con_amount }));
    expect(cumulative(weeks).map((p) => p.con_amount)).toEqual([0.1, 0.3, 1000.3]);
    expect(cumulative([])).toEqual([]);
  });
});
