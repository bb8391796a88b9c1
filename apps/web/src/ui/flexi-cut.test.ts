import { nairaToKobo } from '@trust/shared/money';
import { describe, expect, it } from 'vitest';
import { cutOnRefusal } from './use-flexi-terms.ts';

describe('the flexi amount after a refused quote (part 2 sections 4.9 and 9)', () => {
  it('cuts an amount above the cap to a tenth, rounded down to the naira', () => {
    expect(cutOnRefusal(nairaToKobo(150_005), 'Weekly')).toBe(nairaToKobo(15_000));
    expect(cutOnRefusal(nairaToKobo(10_001), 'Daily')).toBe(nairaToKobo(1_000));
    expect(cutOnRefusal(nairaToKobo(600_000), 'Monthly')).toBe(nairaToKobo(60_000));
  });

  it('leaves an amount at or below the cap as typed', () => {
    expect(cutOnRefusal(nairaToKobo(100_000), 'Weekly')).toBeNull();
    expect(cutOnRefusal(nairaToKobo(10_000), 'Daily')).toBeNull();
    expect(cutOnRefusal(nairaToKobo(50), 'Monthly')).toBeNull();
  });
});
