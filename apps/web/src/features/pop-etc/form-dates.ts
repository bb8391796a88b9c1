import { FUND_TIME_ZONE } from '@trust/shared';

/** Today in Lagos as a date input holds it (YYYY-MM-DD), whatever the browser's time zone. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FUND_TIME_ZONE }).format(now);
}

/** A date input's YYYY-MM-DD as the API sends days (MM/DD/YYYY); empty stays empty. */
export function toApiDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/** The later of two YYYY-MM-DD days (empty counts as none). */
export const laterDay = (a: string, b: string) => (a > b ? a : b);
