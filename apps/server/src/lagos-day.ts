/**
 * Lagos calendar days. The fund works in Lagos time (WAT): UTC+1 all year with no daylight saving, so a
 * fixed offset is exact and a Lagos day starts at 23:00 UTC the evening before. Days are YYYY-MM-DD.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LAGOS_OFFSET_MS = HOUR_MS;

/**
 * The Lagos wall-clock reading of an instant, held in a Date's UTC fields: `getUTCDay()` is the Lagos
 * weekday, `getUTCHours()` the Lagos hour. Not an instant itself; never store or compare it.
 */
export const lagosWallClock = (at: Date): Date => new Date(at.getTime() + LAGOS_OFFSET_MS);

/** The Lagos calendar day an instant falls on ("today" when given now). */
export const lagosDay = (at: Date): string => lagosWallClock(at).toISOString().slice(0, 10);

/** The instant a Lagos day reaches an hour: atLagosHour('2026-12-03', 8) is 07:00 UTC that day. */
export const atLagosHour = (day: string, hour: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS + hour * HOUR_MS);

/** The first instant of a Lagos day (23:00 UTC the day before). */
export const lagosDayStart = (day: string): Date => atLagosHour(day, 0);

/** The calendar day n days after (or, negative, before) another. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
