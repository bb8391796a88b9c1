import { FUND_TIME_ZONE } from '@trust/shared/dates';

const DAY_MS = 86_400_000;
/** A calendar day as the API sends it (MM/DD/YYYY): a day, not an instant, so no time zone applies. */
const API_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const lagosDayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUND_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export type DateInput = Date | string | number;

/**
 * The Lagos calendar day of an instant, or the day an API date names, as a count of days since
 * 1 Jan 1970: two of them subtract to whole days, whatever the hour. Null for what is not a date.
 */
export function lagosDayNumber(at: DateInput): number | null {
  if (typeof at === 'string') {
    const day = API_DAY.exec(at.trim());
    if (day) return Date.UTC(Number(day[3]), Number(day[1]) - 1, Number(day[2])) / DAY_MS;
  }
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return null;
  const p = Object.fromEntries(lagosDayParts.formatToParts(d).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / DAY_MS;
}

/** The machine-readable form for <time dateTime>: "2026-11-24" for an API day, the ISO instant otherwise. */
export function machineDate(at: DateInput): string {
  if (typeof at === 'string') {
    const day = API_DAY.exec(at.trim());
    if (day) return `${day[3]}-${day[1]}-${day[2]}`;
  }
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How far a day is from today, in words, where that helps a member more than the date: "today",
 * "tomorrow", "in 3 days", "2 days ago", "in 2 weeks". Beyond 8 weeks the date says it better: null.
 * Whole Lagos days, so 23:30 tonight is "today" and 00:10 tomorrow is "tomorrow".
 */
export function relativeDay(at: DateInput, now: DateInput = new Date()): string | null {
  const day = lagosDayNumber(at);
  const today = lagosDayNumber(now);
  if (day === null || today === null) return null;
  const diff = day - today;
  const days = Math.abs(diff);
  if (days === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  let span: string;
  if (days < 14) span = plural(days, 'day');
  else if (days <= 56) span = plural(Math.floor(days / 7), 'week');
  else return null;
  return diff > 0 ? `in ${span}` : `${span} ago`;
}
