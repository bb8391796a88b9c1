import { describe, expect, it } from 'vitest';
import { daysUntil, relativeDays } from './format.ts';

describe('days until a date, in Lagos', () => {
  // 23:30 UTC on 1 Dec is already 2 Dec in Lagos (UTC+1).
  const lateEvening = new Date('2026-12-01T23:30:00Z');
  it('counts calendar days from today in Lagos to an API day', () => {
    expect(daysUntil('12/02/2026', lateEvening)).toBe(0);
    expect(daysUntil('12/05/2026', lateEvening)).toBe(3);
    expect(daysUntil('11/30/2026', lateEvening)).toBe(-2);
  });
  it('reads an instant in Lagos time, and refuses what is not a date', () => {
    expect(daysUntil('2026-12-02T23:30:00Z', lateEvening)).toBe(1);
    expect(daysUntil('soon', lateEvening)).toBeNull();
  });
  it('says it in words', () => {
    expect([0, 1, -1, 3, -2].map(relativeDays)).toEqual([
      'today',
      'tomorrow',
      'yesterday',
      'in 3 days',
      '2 days ago',
    ]);
  });
});
