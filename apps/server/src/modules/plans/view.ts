import type { FlexiFrequency, FlexiQuoteView, PlanView } from '@trust/shared';
import { FLEXI_FREQUENCIES, type FlexiDuration, toNairaNumber } from '@trust/shared';
import type { planBenefits, plans } from '../../db/schema/index.ts';
import type { FlexiTerms } from './flexi-quote.ts';

type PlanRow = typeof plans.$inferSelect;
type BenefitRow = typeof planBenefits.$inferSelect;

/** Basis points as the percentage the member reads: 50 -> 0.5. */
const percent = (bps: number) => Number(`${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`);

/** The one place where plan rows become the spec's pl_… names. */
export function toPlanView(plan: PlanRow, benefits: BenefitRow[]): PlanView {
  const fee = toNairaNumber(plan.membershipFeeKobo);
  return {
    pl_plan_id: plan.id,
    pl_plan_name: plan.name,
    pl_display_name: plan.name === 'ORDINARY' ? 'BASIC' : plan.name,
    pl_plan_prefix: plan.prefix,
    pl_weekly_saving: toNairaNumber(plan.weeklySavingKobo),
    pl_qualify_loan: toNairaNumber(plan.loanMaxKobo),
    pl_rgst_fee: fee,
    pl_registration: fee,
    pl_image: plan.image,
    pl_trust_bonus: percent(plan.trustBonusBps),
    pl_trust_bonus_max: percent(plan.trustBonusMaxBps),
    pl_etc_pop_limit: toNairaNumber(plan.coverLimitKobo),
    pl_referral_earnings: [
      toNairaNumber(plan.referralL1Kobo),
      toNairaNumber(plan.referralL2Kobo),
      toNairaNumber(plan.referralL3Kobo),
    ],
    pl_earnings_to_start: toNairaNumber(plan.earningsToStartKobo),
    planbenefits: benefits
      .toSorted((a, b) => a.position - b.position)
      .map((b) => ({ pb_text: b.text, pb_value: b.value })),
  };
}

/** Daily first: the first entry is the modal's default (spec part 1 section 3). */
export const FLEXI_FREQUENCY_VIEWS = FLEXI_FREQUENCIES.map((text, i) => ({ pf_id: i + 1, pf_pl_text: text }));

export function toFlexiQuoteView(
  terms: FlexiTerms & { amountKobo: bigint },
  frequency: FlexiFrequency,
  duration: FlexiDuration,
): FlexiQuoteView {
  return {
    membership_fee: toNairaNumber(terms.membershipFeeKobo),
    con_amount: toNairaNumber(terms.amountKobo),
    pf_pl_text: frequency,
    pf_pl_duration: duration,
    weekly_equivalent: toNairaNumber(terms.weeklyEquivalentKobo),
    trust_bonus: percent(terms.trustBonusBps),
    loan_limit: toNairaNumber(terms.loanMaxKobo),
    etc_pop_limit: toNairaNumber(terms.coverLimitKobo),
  };
}
