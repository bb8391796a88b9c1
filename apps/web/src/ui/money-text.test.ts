import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text.ts';

describe('Money text', () => {
  it('writes kobo with the naira sign and shows kobo only when they are not zero', () => {
    expect(moneyText({ kobo: 150000n })).toBe('₦1,500');
    expect(moneyText({ kobo: 150050n })).toBe('₦1,500.50');
    expect(moneyText({ kobo: 5n })).toBe('₦0.05');
    expect(moneyText({ kobo: 0n })).toBe('₦0');
  });
  it("reads the API's naira numbers exactly, two decimals at most", () => {
    expect(moneyText({ naira: 1500 })).toBe('₦1,500');
    expect(moneyText({ naira: 1500.5 })).toBe('₦1,500.50');
    expect(moneyText({ naira: 1_000_000 })).toBe('₦1,000,000');
    expect(moneyText({ naira: 0.1 })).toBe('₦0.10');
  });
  it('shows ₦0 for an amount not there yet, and a minus for money out', () => {
    expect(moneyText({ naira: null })).toBe('₦0');
    expect(moneyText({ naira: undefined })).toBe('₦0');
    expect(moneyText({ kobo: -150050n })).toBe('-₦1,500.50');
  });
});
