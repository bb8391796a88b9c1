import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks, memberships } from '../../db/schema/index.ts';
import { cycleDates, periodAmount, periodsOf } from './schedule.ts';
import { GRACE_MS } from './standing.ts';
import { refreshTitle } from './titles.ts';
import { cycleWeeks } from './weeks.ts';

export interface CreditedWeeks {
  /** Missed periods of this cycle paid late, within their 4-week grace. */
  paidLate: number[];
  /** Periods paid that had no row yet: due now, or coming (paid in advance, so not debited). */
  paid: number[];
}

/**
 * Counts a payment credited to contributions outside the auto-debit (a confirmed bank transfer, a
 * Save More payment) as contribution periods of the member's active cycle: first the missed periods
 * still within their 4-week grace (oldest first, paid late), then the next periods with no row yet,
 * whether due or coming (a covered coming week is not debited). One period per full period amount;
 * a remainder stays in contributions without covering a period. Call it inside the transaction
 * that posts the payment to the ledger (reference = that payment's key).
 */
export async function creditContributionWeeks(
  tx: Db,
  input: {
    userId: number;
    amountKobo: bigint;
    reference: string;
    source: 'transfer' | 'save-more' | 'earnings';
    now: Date;
  },
): Promise<CreditedWeeks> {
  const out: CreditedWeeks = { paidLate: [], paid: [] };
  const [m] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, input.userId), eq(memberships.status, 'active')))
    .limit(1);
  if (!m?.startedAt || m.contributionKobo <= 0n) return out;
  const per = periodAmount(m);
  // Whole periods only; both loops below stop when none is left.
  let left = input.amountKobo / per;

  const graceFrom = new Date(input.now.getTime() - GRACE_MS);
  const late = await tx
    .select()
    .from(contributionWeeks)
    .where(
      and(
        eq(contributionWeeks.userId, input.userId),
        eq(contributionWeeks.cycleNumber, m.cycleNumber),
        eq(contributionWeeks.status, 'missed'),
        gte(contributionWeeks.dueAt, graceFrom),
      ),
    )
    .orderBy(asc(contributionWeeks.week));
  for (const row of late) {
    if (left <= 0n) break;
    await tx
      .update(contributionWeeks)
      .set({ status: 'paid', paidLateAt: input.now, paidWith: input.reference, settledAt: input.now })
      .where(eq(contributionWeeks.id, row.id));
    out.paidLate.push(row.week);
    left--;
  }

  const dates =
    m.cycleEndsAt && m.cashoutFrom && m.cashoutTo
      ? { cycleEndsAt: m.cycleEndsAt, cashoutFrom: m.cashoutFrom, cashoutTo: m.cashoutTo }
      : cycleDates(m.startedAt, m.durationMonths);
  const recorded = new Set((await cycleWeeks(tx, input.userId, m.cycleNumber)).map((r) => r.week));
  for (const p of periodsOf({ ...m, startedAt: m.startedAt }, dates)) {
    if (left <= 0n) break;
    if (recorded.has(p.week)) continue;
    const [row] = await tx
      .insert(contributionWeeks)
      .values({
        userId: input.userId,
        membershipId: m.id,
        cycleNumber: m.cycleNumber,
        week: p.week,
        dueAt: p.dueAt,
        amountKobo: per,
        status: 'paid',
        source: input.source,
        paidWith: input.reference,
        settledAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ week: contributionWeeks.week });
    if (!row) continue;
    out.paid.push(row.week);
    left--;
  }
  if (out.paid.length || out.paidLate.length) await refreshTitle(tx, input.userId, input.now);
  return out;
}
