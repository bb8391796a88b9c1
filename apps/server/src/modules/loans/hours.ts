import { addDays, atLagosHour, lagosDay, lagosWallClock } from '../../lagos-day.ts';

/**
 * Whether requests are taken now: Monday to Friday, 8am to 5pm in Lagos (part 2 section 9), read from
 * the app's clock. Lagos is UTC+1 all year.
 */
export function inLoanHours(now: Date): boolean {
  const lagos = lagosWallClock(now);
  const day = lagos.getUTCDay();
  const hour = lagos.getUTCHours();
  return day >= 1 && day <= 5 && hour >= 8 && hour < 17;
}

/** When requests are next taken: `now` while they are, else the next weekday's 8am in Lagos (07:00 UTC). */
export function nextLoanHours(now: Date): Date {
  if (inLoanHours(now)) return now;
  const today = lagosDay(now);
  for (let d = 0; d <= 7; d++) {
    const opens = atLagosHour(addDays(today, d), 8);
    const weekday = lagosWallClock(opens).getUTCDay();
    if (opens > now && weekday >= 1 && weekday <= 5) return opens;
  }
  throw new Error('unreachable: a weekday comes within a week');
}
