import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items.ts';

describe('the transactions pager (5 pages with 2 margin pages)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 pages from the current one at the start, and the last 2', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 11, 12]);
  });

  it('shows 5 pages around the current one in the middle, with 2 at each margin', () => {
    expect(pagerItems(6, 12)).toEqual([1, 2, 'gap', 4, 5, 6, 7, 8, 'gap', 11, 12]);
  });

  it('shows the first 2 and 5 pages up to the last at the end', () => {
    expect(pagerItems(12, 12)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12]);
  });

  it('never shows a gap of no page', () => {
    for (let total = 1; total <= 15; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pagerItems(current, total);
        expect(items).toContain(current);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(1);
        });
      }
    }
  });
});
