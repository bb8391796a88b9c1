import type { DashboardResponse, FundAccount } from '@trust/shared';
import { toNairaNumber } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { VERIFY_WINDOW_MS } from '../auth/index.ts';
import { memberLoanOf } from '../loan-phase/index.ts';
import { popEtcStatusOf } from '../pop-etc/index.ts';
import { profileItems } from '../profile/index.ts';
import { dashboardInputs } from './inputs.ts';
import { savingsHeader } from './savings-header.ts';
import { starRating } from './star-rating.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A week in ms (the cycle's periods are weeks; the schedule itself lives in modules/contributions). */
const WEEK_MS = 7 * 86_400_000;

/** Week N of the cycle's weeks, from its start to its end (52 for 12 months); null before a plan starts. */
function cycleProgress(
  m: { status: string; cycleNumber: number; startedAt: Date | null; cycleEndsAt: Date | null } | undefined,
  now: Date,
): DashboardResponse['cycle_progress'] {
  if (m?.status !== 'active' || !m.startedAt || !m.cycleEndsAt) return null;
  const weeks = Math.max(1, Math.floor((m.cycleEndsAt.getTime() - m.startedAt.getTime()) / WEEK_MS));
  const elapsed = Math.floor((now.getTime() - m.startedAt.getTime()) / WEEK_MS) + 1;
  return {
    cycle: m.cycleNumber,
    week: Math.min(weeks, Math.max(1, elapsed)),
    weeks,
    started_at: m.startedAt.toISOString(),
    ends_at: m.cycleEndsAt.toISOString(),
  };
}

/**
 * GET /userdashboard: the profile completeness response of part 2 section 3, plus what the badge of
 * section 4.2 and the contributions button of section 4.5 need. POP and ETC statuses come from the
 * member's applications (modules/pop-etc); the loan's from the member's loan and the ledger (modules/loans).
 */
export async function buildDashboard(
  db: Db,
  now: Date,
  publicUrl: string,
  userId: number,
  fundAccount: FundAccount,
): Promise<DashboardResponse> {
  const inputs = await dashboardInputs(db, userId);
  if (!inputs) throw notFound('Member not found');
  const { user, current, balances, earningNumber, repayments, cardCount, awaited } = inputs;
  const profile = profileItems(user, inputs.network || inputs.referred > 0);
  // The loan's phase, as every screen reads it (modules/loans memberLoanOf); loan_status is its status.
  const loan = memberLoanOf(inputs.loan, balances.loan);
  const loanStatus = loan.loan_status;
  const popStatus = popEtcStatusOf(inputs.pop, balances.pop);
  const etcStatus = popEtcStatusOf(inputs.etc, balances.etc);
  // Section 4.2: the badge shows a loan (1), a POP (2) or an ETC (3) in process or in use; 3 is none.
  const loanPopEtcStatus = loanStatus !== 0 ? 1 : popStatus !== 3 ? 2 : etcStatus !== 3 ? 3 : 0;
  const m = current?.membership;
  const inWindow =
    m?.status === 'active' && m.cashoutFrom && m.cashoutTo && now >= m.cashoutFrom && now < m.cashoutTo;
  return {
    credit_card_info: cardCount > 0 ? 1 : 0,
    profile,
    rating: {
      rating_count: starRating(profile, user.memberTitle, repayments),
      loan_pop_etc_rating: repayments,
    },
    loan_pop_etc_status: loanPopEtcStatus,
    loan_status: loanStatus,
    loan,
    pop_status: popStatus,
    etc_status: etcStatus,
    u_tfp_pin_status: user.tfpPinStatus,
    u_status: user.status,
    u_membertitle: user.memberTitle,
    u_reg_date: user.createdAt.toISOString(),
    email_verify_by: user.emailVerifiedAt
      ? null
      : new Date(user.createdAt.getTime() + VERIFY_WINDOW_MS).toISOString(),
    cashout_status: inWindow ? 1 : 0,
    u_cashout_from: iso(m?.cashoutFrom),
    u_cashout_to: iso(m?.cashoutTo),
    u_flexi_duration: current?.plan.name === 'FLEXI' ? (m?.durationMonths ?? null) : null,
    u_pl_rgst_fee: toNairaNumber(m?.membershipFeeKobo ?? current?.plan.membershipFeeKobo ?? 0n),
    plan_info: current
      ? { pl_name: current.plan.name, pl_id: current.plan.id, pl_image: current.plan.image }
      : null,
    u_trust_link: user.tfpPin && user.referralKey ? `${publicUrl}/register?${user.referralKey}` : null,
    earnings: toNairaNumber(balances.earnings),
    earning_number: earningNumber,
    awaited_transfer:
      awaited && user.tfpPin
        ? {
            amount: toNairaNumber(awaited.amountKobo),
            plan_name: awaited.planName,
            reference: awaited.reference,
            narration: user.tfpPin,
            requested_at: awaited.createdAt.toISOString(),
            bank: fundAccount,
          }
        : null,
    cycle_progress: cycleProgress(m, now),
    savings: savingsHeader(m, balances.contributions, inputs.cycleWeeks, now),
  };
}
