import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTransfer, type Owed } from './allocation.ts';

const nothingOwed: Owed = { missedWeeks: 0, periodKobo: 100_000n, loanKobo: 0n, popKobo: 0n, etcKobo: 0n };

describe('where a transfer into a dedicated account goes', () => {
  it('pays the plan first, then missed weeks oldest first, a loan, POP and ETC, and the rest to Save More', () => {
    const parts = allocateTransfer(1_234_567n, {
      planDueKobo: 400_000n,
      missedWeeks: 3,
      periodKobo: 100_000n,
      loanKobo: 250_050n,
      popKobo: 100_001n,
      etcKobo: 33_333n,
    });
    expect(parts).toEqual([
      { part: 'plan', amountKobo: 400_000n },
      { part: 'missed-weeks', amountKobo: 300_000n, weeks: 3 },
      { part: 'loan', amountKobo: 250_050n },
      { part: 'pop', amountKobo: 100_001n },
      { part: 'etc', amountKobo: 33_333n },
      { part: 'save-more', amountKobo: 151_183n },
    ]);
  });

  it('pays no plan with less than the amount due, and no week with less than a period', () => {
    expect(allocateTransfer(399_999n, { ...nothingOwed, planDueKobo: 400_000n, missedWeeks: 2 })).toEqual([
      { part: 'missed-weeks', amountKobo: 200_000n, weeks: 2 },
      { part: 'save-more', amountKobo: 199_999n },
    ]);
    expect(allocateTransfer(99_999n, { ...nothingOwed, missedWeeks: 2 })).toEqual([
      { part: 'save-more', amountKobo: 99_999n },
    ]);
  });

  it('pays whole missed weeks and gives the odd kobo to the loan, never more than is owed', () => {
    expect(allocateTransfer(150_025n, { ...nothingOwed, missedWeeks: 1, loanKobo: 1_000_000n })).toEqual([
      { part: 'missed-weeks', amountKobo: 100_000n, weeks: 1 },
      { part: 'loan', amountKobo: 50_025n },
    ]);
  });

  it('always adds up to the transfer, to the kobo, and never pays more than is owed', () => {
    const kobo = fc.bigInt({ min: 0n, max: 10_000_000n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        fc.record({
          planDueKobo: fc.option(kobo, { nil: undefined }),
          missedWeeks: fc.integer({ min: 0, max: 6 }),
          periodKobo: fc.bigInt({ min: 0n, max: 1_000_000n }),
          loanKobo: kobo,
          popKobo: kobo,
          etcKobo: kobo,
        }),
        (amount, owed) => {
          const parts = allocateTransfer(amount, owed);
          expect(parts.reduce((s, p) => s + p.amountKobo, 0n)).toBe(amount);
          for (const p of parts) {
            expect(p.amountKobo > 0n).toBe(true);
            if (p.part === 'loan') expect(p.amountKobo <= owed.loanKobo).toBe(true);
            if (p.part === 'pop') expect(p.amountKobo <= owed.popKobo).toBe(true);
            if (p.part === 'etc') expect(p.amountKobo <= owed.etcKobo).toBe(true);
            if (p.part === 'plan') expect(p.amountKobo).toBe(owed.planDueKobo);
            if (p.part === 'missed-weeks') {
              expect(p.weeks).toBeLessThanOrEqual(owed.missedWeeks);
              expect(p.amountKobo).toBe(BigInt(p.weeks ?? 0) * owed.periodKobo);
            }
          }
        },
      ),
    );
  });
});
