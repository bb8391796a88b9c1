import { toNairaNumber } from '@trust/shared';
import { toMmDdYyyy } from '../transactions/index.ts';

const WEEK_MS = 7 * 86_400_000;

/**
 * The contribution chart's points: ONE per contribution week, dated on the week's start, with what was
 * paid in that week summed. Two payments on one day (a weekly debit and a Save More, or a retried
 * transfer) are one week of saving, not two points on the same date. Weeks are counted from the
 * membership's start (the cycle's week 1), or from the first contribution for a member without one.
 * `rows` may come in any order; the answer is oldest first, at most `limit` weeks (the newest).
 */
export function contributionWeekPoints(
  rows: readonly { createdAt: Date; amountKobo: bigint }[],
  startedAt: Date | null | undefined,
  limit: number,
): { trans_from_date: string; con_amount: number }[] {
  // No rows: no anchor is needed (an invalid date from Math.min() is never read) and no point is made.
  const anchor = startedAt ?? new Date(Math.min(...rows.map((r) => r.createdAt.getTime())));
  const weeks = new Map<number, bigint>();
  for (const r of rows) {
    const week = Math.floor((r.createdAt.getTime() - anchor.getTime()) / WEEK_MS);
    weeks.set(week, (weeks.get(week) ?? 0n) + r.amountKobo);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .slice(-limit)
    .map(([week, kobo]) => ({
      trans_from_date: toMmDdYyyy(new Date(anchor.getTime() + week * WEEK_MS)),
      con_amount: toNairaNumber(kobo),
    }));
}
