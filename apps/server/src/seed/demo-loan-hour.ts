import { inLoanHours } from '../modules/loans/index.ts';

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * When the demo's loans of "today" were asked for (console-queues.ts): the last quarter hour of the
 * loan hours (weekdays, 8am to 5pm in Lagos) at least half an hour before the start, so each request
 * is one a member could have made.
 */
export function lastLoanHour(now: Date): Date {
  let at = new Date(Math.floor((now.getTime() - 2 * QUARTER_HOUR_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  while (!inLoanHours(at)) at = new Date(at.getTime() - QUARTER_HOUR_MS);
  return at;
}
