import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDate', () => {
  it('shows a day as "3 Dec 2026", never as digits a reader could take for the wrong month', () => {
    expect(formatDate(new Date('2026-12-03T10:00:00Z'))).toBe('3 Dec 2026');
    expect(formatDate('2026-09-15T08:00:00.000Z')).toBe('15 Sep 2026');
  });

  it('uses Lagos time: 23:30 UTC on 2 Dec is already 3 Dec in Lagos', () => {
    expect(formatDate('2026-12-02T23:30:00Z')).toBe('3 Dec 2026');
    expect(formatDateTime('2026-12-02T23:30:00Z')).toBe('3 Dec 2026, 00:30');
    expect(formatDateTime(new Date('2026-12-03T13:05:00Z'))).toBe('3 Dec 2026, 14:05');
  });

  it('reads the API’s MM/DD/YYYY days as calendar days', () => {
    expect(formatDate('12/03/2026')).toBe('3 Dec 2026');
    expect(formatDate('01/31/2027')).toBe('31 Jan 2027');
  });

  it('shows nothing rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
