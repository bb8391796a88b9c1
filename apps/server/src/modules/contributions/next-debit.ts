import { periodAmount, periodsOf } from './schedule.ts';

/** What the next debit of a membership reads from: its terms and status. */
export interface DebitTerms {
  status: string;
  startedAt: Date | null;
  durationMonths: number;
  frequency: string;
  contributionKobo: bigint;
}

/**
 * The member's next debit: the first period of the cycle still to come that is not already settled
 * (weeks paid ahead with Save More or a transfer are skipped, as the auto-debit skips them). Null
 * without an active, started plan with a contribution, or when every period left is paid. The one
 * reading of "next debit" for the contributions screen and the dashboard's savings header.
 */
export function nextDebit(
  m: DebitTerms | null | undefined,
  settledWeeks: ReadonlySet<number>,
  now: Date,
): { at: Date; amountKobo: bigint } | null {
  if (m?.status !== 'active' || !m.startedAt || m.contributionKobo <= 0n) return null;
  const terms = {
    startedAt: m.startedAt,
    durationMonths: m.durationMonths,
    frequency: m.frequency,
    contributionKobo: m.contributionKobo,
  };
  const period = periodsOf(terms).find((p) => p.dueAt > now && !settledWeeks.has(p.week));
  return period ? { at: period.dueAt, amountKobo: periodAmount(terms) } : null;
}
