import { describe, expect, it } from 'vitest';
import { lagosDayNumber, machineDate, relativeDay } from './relative-day.ts';

// Saturday 21 Nov 2026, 10:00 in Lagos (UTC+1).
const NOW = new Date('2026-11-21T09:00:00Z');

describe('DateText relative wording', () => {
  it('says today, tomorrow and yesterday', () => {
    expect(relativeDay('11/21/2026', NOW)).toBe('today');
    expect(relativeDay('11/22/2026', NOW)).toBe('tomorrow');
    expect(relativeDay('11/20/2026', NOW)).toBe('yesterday');
  });
  it('counts days up to 13, then weeks up to 8', () => {
    expect(relativeDay('11/24/2026', NOW)).toBe('in 3 days');
    expect(relativeDay('11/19/2026', NOW)).toBe('2 days ago');
    expect(relativeDay('12/04/2026', NOW)).toBe('in 13 days');
    expect(relativeDay('12/05/2026', NOW)).toBe('in 2 weeks');
    expect(relativeDay('11/07/2026', NOW)).toBe('2 weeks ago');
    expect(relativeDay('01/16/2027', NOW)).toBe('in 8 weeks');
    expect(relativeDay('12/26/2026', NOW)).toBe('in 5 weeks');
  });
  it('gives no relative form beyond 8 weeks, where the date is clearer', () => {
    expect(relativeDay('01/17/2027', NOW)).toBeNull();
    expect(relativeDay('09/01/2026', NOW)).toBeNull();
  });
  it('counts Lagos days: 23:30 UTC is already the next day in Lagos', () => {
    expect(relativeDay(new Date('2026-11-21T23:30:00Z'), NOW)).toBe('tomorrow');
    expect(relativeDay(new Date('2026-11-21T22:30:00Z'), NOW)).toBe('today');
    expect(relativeDay('2026-11-24T08:00:00Z', NOW)).toBe('in 3 days');
  });
  it('gives nothing for what is not a date', () => {
    expect(relativeDay('not a date', NOW)).toBeNull();
    expect(lagosDayNumber('')).toBeNull();
  });
  it('writes the machine-readable date for <time dateTime>', () => {
    expect(machineDate('11/24/2026')).toBe('2026-11-24');
    expect(machineDate(new Date('2026-11-24T08:00:00Z'))).toBe('2026-11-24T08:00:00.000Z');
    expect(machineDate('junk')).toBe('');
  });
});
