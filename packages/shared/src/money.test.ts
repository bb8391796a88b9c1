import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  divideRounded,
  formatNaira,
  formatNairaNumber,
  formatStatementAmount,
  InvalidAmountError,
  nairaToKobo,
  percentOf,
  toNairaNumber,
} from './money.ts';

describe('nairaToKobo reading text', () => {
  it.each([
    ['1,500.50', 150_050n],
    ['₦1,500', 150_000n],
    ['N200', 20_000n],
    ['NGN 1,000,000', 100_000_000n],
    ['1500.5', 150_050n],
    ['0.01', 1n],
    ['  42 ', 4_200n],
    ['0', 0n],
  ])('reads %s as %s kobo', (text, kobo) => {
    expect(nairaToKobo(text)).toBe(kobo);
  });

  it.each(['1.005', '12.345', 'abc', '', '1,50', '1,5000', '1.2.3', '₦', '1e3', '--5', '.5', '5.'])(
    'refuses %s',
    (text) => {
      expect(() => nairaToKobo(text)).toThrow(InvalidAmountError);
    },
  );

  it('says why when there are too many decimals', () => {
    expect(() => nairaToKobo('1.005')).toThrow('Enter an amount with at most 2 decimals');
    expect(() => nairaToKobo('1.005')).toThrow(expect.objectContaining({ problem: 'decimals' }));
    // Below 10^-6 a number's text is in exponent notation; it is still an amount with too many decimals.
    expect(() => nairaToKobo(1e-7)).toThrow(expect.objectContaining({ problem: 'decimals' }));
  });

  it('refuses negatives unless asked to accept them', () => {
    expect(() => nairaToKobo('-₦5')).toThrow('Enter an amount that is not negative');
    expect(() => nairaToKobo(-5n)).toThrow(expect.objectContaining({ problem: 'negative' }));
    expect(nairaToKobo('-₦5.25', { allowNegative: true })).toBe(-525n);
  });
});

describe('nairaToKobo reading numbers', () => {
  it('takes numbers with at most 2 decimals exactly', () => {
    expect(nairaToKobo(1500.05)).toBe(150_005n);
    expect(nairaToKobo(0.29)).toBe(29n);
    expect(nairaToKobo(19.99)).toBe(1_999n);
    expect(nairaToKobo(3n)).toBe(300n);
    expect(nairaToKobo('2,000')).toBe(200_000n);
  });

  it('refuses floating-point noise, infinities, numbers too large for every kobo, and negatives', () => {
    expect(() => nairaToKobo(0.1 + 0.2)).toThrow(InvalidAmountError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(expect.objectContaining({ problem: 'invalid' }));
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow(InvalidAmountError);
    expect(() => nairaToKobo(1e21)).toThrow(expect.objectContaining({ problem: 'too-large' }));
    expect(() => nairaToKobo(-1)).toThrow(InvalidAmountError);
    expect(nairaToKobo(-1, { allowNegative: true })).toBe(-100n);
  });

  it('round-trips every amount through toNairaNumber', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (kobo) => {
        expect(nairaToKobo(toNairaNumber(kobo), { allowNegative: true })).toBe(kobo);
      }),
    );
  });
});

describe('formatStatementAmount', () => {
  it('groups thousands and always shows kobo, as a bank statement prints an amount', () => {
    expect(formatStatementAmount(150_000n)).toBe('1,500.00');
    expect(formatStatementAmount(-150_050n)).toBe('-1,500.50');
    expect(formatStatementAmount(5n)).toBe('0.05');
    expect(formatStatementAmount(123_456_789n)).toBe('1,234,567.89');
  });
});

describe('toNairaNumber and formatNaira', () => {
  it('shows naira as numbers with at most 2 decimals', () => {
    expect(toNairaNumber(150_005n)).toBe(1500.05);
    expect(toNairaNumber(100n)).toBe(1);
    expect(toNairaNumber(-1n)).toBe(-0.01);
    expect(JSON.stringify({ a: toNairaNumber(1_000_000_000n) })).toBe('{"a":10000000}');
  });

  it('formats in Nigerian naira', () => {
    expect(formatNaira(150_050n)).toBe('₦1,500.50');
    expect(formatNaira(150_005n)).toBe('₦1,500.05');
    expect(formatNaira(-550n)).toBe('-₦5.50');
    expect(formatNaira(123_456_789_012_345_678_901n)).toBe('₦1,234,567,890,123,456,789.01');
  });
});

describe('allocate', () => {
  it('splits N100 three ways without losing a kobo', () => {
    expect(allocate(10_000n, [1, 1, 1])).toEqual([3_334n, 3_333n, 3_333n]);
    expect(allocate(5n, [1, 2])).toEqual([2n, 3n]);
    expect(allocate(-5n, [1, 2])).toEqual([-2n, -3n]);
    expect(allocate(7n, [0, 1])).toEqual([0n, 7n]);
  });

  it('refuses ratios that cannot share anything', () => {
    expect(() => allocate(1n, [])).toThrow(RangeError);
    expect(() => allocate(1n, [0, 0])).toThrow(RangeError);
    expect(() => allocate(1n, [1, -1])).toThrow(RangeError);
    expect(() => allocate(1n, [0.5, 1])).toThrow(RangeError);
  });

  it('keeps the total and stays within one kobo of each exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc
          .array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 })
          .filter((r) => r.some((x) => x > 0)),
        (amount, ratios) => {
          const parts = allocate(amount, ratios);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
          const total = BigInt(ratios.reduce((a, b) => a + b, 0));
          parts.forEach((p, i) => {
            // |p - amount * r / total| < 1  <=>  |p * total - amount * r| < total
            const diff = p * total - amount * BigInt(ratios[i] as number);
            expect(diff < 0n ? -diff : diff).toBeLessThan(total);
            if (ratios[i] === 0) expect(p).toBe(0n);
          });
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it('rounds half to even by default and half up when asked', () => {
    expect(percentOf(100_000n, 50)).toBe(500n); // 0.5% of N1,000 = N5
    expect(percentOf(150n, 100)).toBe(2n); // 1.5 kobo -> 2 (even)
    expect(percentOf(250n, 100)).toBe(2n); // 2.5 kobo -> 2 (even)
    expect(percentOf(250n, 100, 'half-up')).toBe(3n);
    expect(percentOf(-250n, 100, 'half-up')).toBe(-3n);
    expect(percentOf(249n, 100)).toBe(2n);
    expect(percentOf(251n, 100)).toBe(3n);
  });

  it('never strays more than half a kobo from the exact value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.nat({ max: 100_000 }),
        (kobo, bps) => {
          for (const mode of ['half-even', 'half-up'] as const) {
            const diff = percentOf(kobo, bps, mode) * 10_000n - kobo * BigInt(bps);
            expect((diff < 0n ? -diff : diff) * 2n).toBeLessThanOrEqual(10_000n);
          }
        },
      ),
    );
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('formatNaira, the one way money is shown', () => {
  it('shows whole naira without kobo and kobo only when there are some', () => {
    expect(formatNaira(150_000n)).toBe('₦1,500');
    expect(formatNaira(150_050n)).toBe('₦1,500.50');
    expect(formatNaira(0n)).toBe('₦0');
    expect(formatNaira(-25_000n)).toBe('-₦250');
    // The API's naira numbers, as a screen holds them, look the same.
    expect(formatNairaNumber(1500)).toBe('₦1,500');
    expect(formatNairaNumber(1500.5)).toBe('₦1,500.50');
    expect(formatNairaNumber(0)).toBe('₦0');
    expect(formatNairaNumber(null)).toBe('₦0');
    expect(formatNairaNumber(-250)).toBe('-₦250');
    expect(formatNairaNumber(1_000_000)).toBe('₦1,000,000');
    // More decimals than the API sends are shown rounded to the kobo rather than breaking the screen.
    expect(formatNairaNumber(0.1 + 0.2)).toBe('₦0.30');
  });
});
