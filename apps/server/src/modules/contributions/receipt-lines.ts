import { formatNaira } from '@trust/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks } from '../../db/schema/index.ts';

/** One part of what a payment into contributions paid for. */
export interface WeeksLine {
  label: string;
  amountKobo: bigint;
}

/** "week 5", "weeks 5 to 8", "weeks 3, 5 and 6": the periods named as a member counts them. */
function weeksText(weeks: number[], period: string): string {
  if (weeks.length === 1) return `${period} ${weeks[0]}`;
  const run = weeks.every((w, i) => i === 0 || w === (weeks[i - 1] ?? 0) + 1);
  if (run) return `${period}s ${weeks[0]} to ${weeks[weeks.length - 1]}`;
  return `${period}s ${weeks.slice(0, -1).join(', ')} and ${weeks[weeks.length - 1]}`;
}

/**
 * What a Save More payment paid for, for its receipt: the missed weeks it paid late, the weeks it
 * paid ahead (which the weekly debit then skips), and any remainder kept in contributions without
 * covering a week. Read from the periods the payment settled (contribution_weeks.paid_with), so the
 * receipt says what the payment did, not what was asked. The lines sum to `amountKobo`.
 */
export async function saveMoreReceiptLines(
  db: Db,
  reference: string,
  amountKobo: bigint,
): Promise<WeeksLine[]> {
  const rows = await db
    .select({
      week: contributionWeeks.week,
      amount: contributionWeeks.amountKobo,
      late: contributionWeeks.paidLateAt,
    })
    .from(contributionWeeks)
    .where(eq(contributionWeeks.paidWith, reference))
    .orderBy(asc(contributionWeeks.week));
  const lines: WeeksLine[] = [];
  const add = (ws: typeof rows, what: string) => {
    if (ws.length === 0) return;
    const total = ws.reduce((s, r) => s + r.amount, 0n);
    const each = ws[0]?.amount ?? 0n;
    lines.push({
      label: `${what}: ${weeksText(
        ws.map((r) => r.week),
        'week',
      )} (${ws.length} × ${formatNaira(each)})`,
      amountKobo: total,
    });
  };
  add(
    rows.filter((r) => r.late),
    'Missed weeks paid late',
  );
  add(
    rows.filter((r) => !r.late),
    'Contribution',
  );
  const rest = amountKobo - lines.reduce((s, l) => s + l.amountKobo, 0n);
  if (rest > 0n) lines.push({ label: 'Added to your savings', amountKobo: rest });
  return lines;
}
