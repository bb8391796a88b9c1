/**
 * Dates as members read them: the fund works in Lagos time (WAT, UTC+1 all year, no daylight saving),
 * shown and sent as MM/DD/YYYY (part 2 section 9).
 */
import { lagosDayStart, lagosWallClock } from '../../lagos-day.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function toMmDdYyyy(at: Date): string {
  const d = lagosWallClock(at);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** HH:mm in Lagos time. */
export function toHhMm(at: Date): string {
  const d = lagosWallClock(at);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The first instant of a MM/DD/YYYY day in Lagos, or null for an impossible date (02/30/2026). */
export function startOfLagosDay(mmddyyyy: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return lagosDayStart(check.toISOString().slice(0, 10));
}
