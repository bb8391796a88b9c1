import { describe, expect, it } from 'vitest';
import { addDays, atLagosHour, lagosDay, lagosDayStart, lagosWallClock } from './lagos-day.ts';

describe('Lagos calendar days (UTC+1 all year)', () => {
  it('turns to the next Lagos day at 23:00 UTC, not at UTC midnight', () => {
    expect(lagosDay(new Date('2026-12-03T22:59:59.999Z'))).toBe('2026-12-03');
    expect(lagosDay(new Date('2026-12-03T23:00:00.000Z'))).toBe('2026-12-04');
    expect(lagosDay(new Date('2026-12-04T00:30:00Z'))).toBe('2026-12-04');
  });

  it('crosses a month and a year at Lagos midnight', () => {
    expect(lagosDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(lagosDay(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
  });

  it('keeps the same hour in summer and winter (no daylight saving)', () => {
    expect(lagosWallClock(new Date('2026-07-01T07:00:00Z')).getUTCHours()).toBe(8);
    expect(lagosWallClock(new Date('2026-01-01T07:00:00Z')).getUTCHours()).toBe(8);
  });

  it('reads the Lagos weekday: Sunday 23:30 UTC is already Monday in Lagos', () => {
    expect(lagosWallClock(new Date('2026-12-06T23:30:00Z')).getUTCDay()).toBe(1);
    expect(lagosWallClock(new Date('2026-12-06T22:30:00Z')).getUTCDay()).toBe(0);
  });

  it('starts a Lagos day at 23:00 UTC the evening before', () => {
    expect(lagosDayStart('2026-12-04').toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(lagosDayStart('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(lagosDay(lagosDayStart('2026-12-04'))).toBe('2026-12-04');
    expect(lagosDay(new Date(lagosDayStart('2026-12-04').getTime() - 1))).toBe('2026-12-03');
  });

  it('places an hour of a Lagos day one hour earlier in UTC', () => {
    expect(atLagosHour('2026-12-04', 8).toISOString()).toBe('2026-12-04T07:00:00.000Z');
    expect(atLagosHour('2026-12-04', 17).toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });

  it('counts calendar days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-04', -364)).toBe('2025-12-05');
    expect(addDays('2026-12-04', 0)).toBe('2026-12-04');
  });
});
