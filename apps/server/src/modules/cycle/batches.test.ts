import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberBatches } from './batches.ts';

const periods = (...members: number[]) => members.map((userId, week) => ({ c: { userId }, week }));

describe('debit batches', () => {
  it('cuts after `size` periods, except inside a member’s periods', () => {
    const items = periods(1, 2, 2, 2, 3, 4, 4);
    expect(memberBatches(items, 2).map((b) => b.map((p) => p.c.userId))).toEqual([
      [1, 2, 2, 2],
      [3, 4, 4],
    ]);
    expect(memberBatches(items, 1).map((b) => b.length)).toEqual([1, 3, 1, 2]);
    expect(memberBatches([], 3)).toEqual([]);
  });

  it('keeps every period once, in order, and no member in two batches', () => {
    // Members each with 1 to 4 periods, listed together as the run lists them.
    const listed = fc
      .uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 30 })
      .chain((members) =>
        fc.tuple(
          fc.constant(members),
          fc.array(fc.integer({ min: 1, max: 4 }), { minLength: members.length, maxLength: members.length }),
        ),
      )
      .map(([members, counts]) =>
        members.flatMap((userId, i) => Array.from({ length: counts[i] ?? 1 }, () => ({ userId }))),
      );
    fc.assert(
      fc.property(listed, fc.integer({ min: 1, max: 8 }), (xs, size) => {
        const items = xs.map((x, week) => ({ c: { userId: x.userId }, week }));
        const batches = memberBatches(items, size);
        expect(batches.flat()).toEqual(items);
        const batchOf = new Map<number, number>();
        batches.forEach((b, n) => {
          expect(b.length).toBeGreaterThan(0);
          for (const p of b) {
            expect(batchOf.get(p.c.userId) ?? n).toBe(n);
            batchOf.set(p.c.userId, n);
          }
          // Over `size` only by the periods of the member the cut would have split.
          const last = b.at(-1)?.c.userId;
          expect(b.length - b.filter((p, k) => k >= size && p.c.userId === last).length).toBeLessThanOrEqual(
            size,
          );
        });
      }),
    );
  });
});
