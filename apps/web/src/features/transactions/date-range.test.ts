import { describe, expect, it } from 'vitest';
import { lagosDay, orderRange, toMmDdYyyy } from './date-range.ts';

describe('transactions date range', () => {
  it('sends dates as MM/DD/YYYY', () => {
    expect(toMmDdYyyy('2026-03-09')).toBe('03/09/2026');
    expect(toMmDdYyyy('')).toBe('');
  });
  it('moves an end before the start to the start', () => {
    expect(orderRange('2026-03-09', '2026-03-01')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(orderRange('2026-03-01', '2026-03-09')).toEqual({ from: '2026-03-01', to: '2026-03-09' });
    expect(orderRange('', '2026-03-09')).toEqual({ from: '', to: '2026-03-09' });
  });
  it('reads an instant as its Lagos calendar day (UTC+1)', () => {
    expect(lagosDay('2026-02-28T23:30:00Z')).toBe('2026-03-01');
    expect(lagosDay(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });
});
