/**
 * The member's first name for the welcome line: the first word of the name they registered with
 * ("Ngozi Ama Eze" -> "Ngozi"). The spec's last word greets Nigerians by their surname
 * (docs/domain-rules.md, "Greeting by first name").
 */
export const welcomeName = (fullName: string | null | undefined) =>
  (fullName ?? '').trim().split(/\s+/)[0] ?? '';

/** Whole weeks from now until a time, never negative. */
export const weeksUntil = (iso: string, now: Date) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / (7 * 86_400_000)));

const DAY_MS = 86_400_000;
/** Lagos is UTC+1 all year (no daylight saving), so its calendar day is the UTC day of now + 1 hour. */
const LAGOS_OFFSET_MS = 3_600_000;
const API_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Calendar days from today in Lagos to a day: an API day (MM/DD/YYYY) or an instant (ISO text).
 * 0 today, 1 tomorrow, negative for a day gone by; null for text that is not a date.
 */
export function daysUntil(day: string, now: Date): number | null {
  const m = API_DAY.exec(day.trim());
  const at = m
    ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]))
    : new Date(day).getTime() + LAGOS_OFFSET_MS;
  if (Number.isNaN(at)) return null;
  const today = Math.floor((now.getTime() + LAGOS_OFFSET_MS) / DAY_MS);
  return Math.floor(at / DAY_MS) - today;
}

/** "today", "tomorrow", "in 3 days", "2 days ago": next to a date where the distance helps. */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}
