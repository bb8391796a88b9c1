import { formatNairaNumber } from '@trust/shared/money';

/** What a plan card reads of a plan of GET /getsubscriptionplans (part 1 section 3). */
export interface LandingPlan {
  pl_plan_id: number;
  pl_plan_name: string;
  pl_plan_prefix?: string;
  pl_weekly_saving?: number | string | null;
  pl_qualify_loan?: number | string | null;
  pl_image?: string | null;
  planbenefits?: { pb_text: string; pb_value: string }[];
}

/** ORDINARY is shown as BASIC on the public pages (part 1 section 1). */
export const planDisplayName = (name: string) =>
  name.toUpperCase() === 'ORDINARY' ? 'BASIC' : name.toUpperCase();

/** A plan figure (naira) as the card shows it, or null when the plan has none. */
const planAmount = (value: number | string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? formatNairaNumber(n) : null;
};

const benefit = (plan: LandingPlan, ...names: string[]) =>
  plan.planbenefits?.find((b) => names.some((n) => b.pb_text.toLowerCase() === n.toLowerCase()))?.pb_value;

/** The front of a plan card: weekly savings, loan limit and trust bonus (part 1 section 1). */
export function frontFacts(plan: LandingPlan) {
  return {
    weeklySavings:
      benefit(plan, 'Weekly Savings', 'Savings') ?? planAmount(plan.pl_weekly_saving) ?? 'Not Applicable',
    loanLimit: benefit(plan, 'Loan Limit', 'Loans') ?? planAmount(plan.pl_qualify_loan) ?? 'Not Accessible',
    trustBonus: benefit(plan, 'Trust Bonus') ?? 'None',
  };
}

const FRONT = ['weekly savings', 'savings', 'loan limit', 'loans', 'trust bonus'];

/**
 * The flip side: the plan's other benefits, at most 5. No membership fee is advertised on the
 * landing page (part 1 section 1), so fee entries are left out here.
 */
export function moreBenefits(plan: LandingPlan) {
  return (plan.planbenefits ?? [])
    .filter((b) => !FRONT.includes(b.pb_text.toLowerCase()) && !/fee/i.test(b.pb_text))
    .slice(0, 5);
}
