import { type ContributionResponse, DEFAULT_BASE_UNIT_KOBO, toNairaNumber } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { memberLoanOf } from '../loan-phase/index.ts';
import { toMmDdYyyy } from '../transactions/index.ts';
import { contributionWeekPoints } from './chart-weeks.ts';
import { contributionInputs } from './inputs.ts';
import { nextDebit } from './next-debit.ts';

/** Journal kinds that are money the member put into their contributions. */
const CONTRIBUTION_KINDS = ['contribution', 'save-more'];
/** The chart shows the last year of contribution weeks. */
const CHART_POINTS = 52;

/** The weekly unit of Save More and the chart: the plan's weekly saving, N1,000 when the plan has none. */
export function baseUnitKobo(plan: { weeklySavingKobo: bigint } | null | undefined): bigint {
  return plan && plan.weeklySavingKobo > 0n ? plan.weeklySavingKobo : DEFAULT_BASE_UNIT_KOBO;
}

/** GET /getusercontribution (part 2 section 3, contribution response), all from the ledger and the plan. */
export async function contributionSummary(db: Db, now: Date, userId: number): Promise<ContributionResponse> {
  // Enough payments to fill the chart's weeks even when some weeks had two payments.
  const inputs = await contributionInputs(db, userId, CONTRIBUTION_KINDS, CHART_POINTS * 4);
  if (!inputs) throw notFound('Member not found');
  const { current, balances, history } = inputs;
  const last = history[0];
  const m = current?.membership;
  // Weeks already paid ahead (Save More, transfers) are skipped: the next debit is the first unpaid one.
  const next = nextDebit(m, inputs.settledWeeks, now);
  return {
    week_contribution: contributionWeekPoints(history, m?.startedAt, CHART_POINTS),
    u_membertitle: inputs.memberTitle,
    contribution: toNairaNumber(balances.contributions),
    earnings: toNairaNumber(balances.earnings),
    loans: toNairaNumber(balances.loan),
    // The loan's status as every screen reads it (modules/loans), not the debt alone.
    loan_status: memberLoanOf(inputs.loan, balances.loan).loan_status,
    last_contribution: last ? toMmDdYyyy(last.createdAt) : null,
    last_contribution_amount: last ? toNairaNumber(last.amountKobo) : 0,
    next_contribution: next ? toMmDdYyyy(next.at) : null,
    next_contribution_amount: next ? toNairaNumber(next.amountKobo) : 0,
    base_unit: toNairaNumber(baseUnitKobo(current?.plan)),
  };
}
