import { describe, expect, it } from 'vitest';
import { koboFromNaira, nairaFromKobo, nairaKobo, sumKobo } from './money-codec.ts';

describe('the answer-field money codec', () => {
  it('reads the naira the API sends as exact kobo, where multiplying by 100 would not be', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(koboFromNaira(19.99)).toBe(1999n);
    expect(koboFromNaira(1500.5)).toBe(150050n);
    expect(koboFromNaira(-250)).toBe(-25000n);
  });

  it('sends kobo back as the naira the API takes', () => {
    expect(nairaFromKobo(150050n)).toBe(1500.5);
    expect(nairaFromKobo(1999n)).toBe(19.99);
    expect(nairaFromKobo(koboFromNaira(1234567.89))).toBe(1234567.89);
  });

  it('refuses an amount with more than 2 decimals rather than rounding it', () => {
    expect(() => koboFromNaira(0.1 + 0.2)).toThrow('at most 2 decimals');
  });

  it('parses an answer field inside a schema, kobo out and naira back in', () => {
    const schema = { amount: nairaKobo };
    expect(schema.amount.parse(2000.05)).toBe(200005n);
    expect(schema.amount.encode(200005n)).toBe(2000.05);
  });

  it('adds up picked rows to the kobo', () => {
    expect(sumKobo([0.1, 0.2, 1500.55])).toBe(150085n);
    expect(sumKobo([])).toBe(0n);
  });
});
