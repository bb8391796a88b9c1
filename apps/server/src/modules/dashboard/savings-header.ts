import type { SavingsHeader } from '@trust/shared';
import { toNairaNumber } from '@trust/shared';
import { nextDebit, periodsOf, WEEK_MS } from '../contributions/index.ts';

/** The membership fields the header reads (the current membership of dashboard inputs). */
interface HeaderMembership {
  status: string;
  cycleNumber: number;
  startedAt: Date | null;
  cycleEndsAt: Date | null;
  cashoutFrom: Date | null;
  cashoutTo: Date | null;
  durationMonths: number;
  frequency: string;
  contributionKobo: bigint;
}

/**
 * The dashboard's savings header, every figure from the server: total saved (the ledger's
 * contributions balance), the periods paid this cycle out of its periods, the next debit (as the
 * contributions screen reads it, contributions/next-debit.ts), and the one cash-out countdown in whole
 * weeks (part 2 section 2.3, "weeks until u_cashout_from"). Null without an active plan that saves.
 */
export function savingsHeader(
  m: HeaderMembership | null | undefined,
  contributionsKobo: bigint,
  weeks: readonly { week: number; status: string }[],
  now: Date,
): SavingsHeader | null {
  if (m?.status !== 'active' || !m.startedAt || !m.cashoutFrom || !m.cashoutTo || !m.cycleEndsAt) return null;
  if (m.contributionKobo <= 0n) return null;
  const terms = { ...m, startedAt: m.startedAt };
  const dates = { cycleEndsAt: m.cycleEndsAt, cashoutFrom: m.cashoutFrom, cashoutTo: m.cashoutTo };
  const periods = periodsOf(terms, dates).length;
  const settled = new Set(weeks.filter((w) => w.status !== 'missed').map((w) => w.week));
  const next = nextDebit(m, settled, now);
  const open = now >= m.cashoutFrom && now < m.cashoutTo;
  const toOpen = m.cashoutFrom.getTime() - now.getTime();
  return {
    total_saved: toNairaNumber(contributionsKobo),
    cycle: m.cycleNumber,
    weeks_paid: weeks.filter((w) => w.status === 'paid').length,
    weeks: periods,
    period: m.frequency === 'Monthly' ? 'month' : 'week',
    next_debit: next ? { date: next.at.toISOString(), amount: toNairaNumber(next.amountKobo) } : null,
    cashout_from: m.cashoutFrom.toISOString(),
    cashout_to: m.cashoutTo.toISOString(),
    cashout_open: open,
    weeks_to_cashout: toOpen > 0 ? Math.ceil(toOpen / WEEK_MS) : 0,
  };
}
