import type { PlanView } from '@trust/shared/contracts/plans';
import { moneyText } from '../ui/money-text.ts';

/**
 * What makes plans comparable, built once from each plan's figures (never from its benefit texts, so
 * a card and the comparison table always agree with the catalogue). Every plan page and the landing
 * page's cards show these rows, in this order, with these labels.
 */
export const PLAN_FACTS = [
  { key: 'weekly', label: 'Weekly savings' },
  { key: 'loan', label: 'Loan limit' },
  { key: 'bonus', label: 'Trust bonus' },
  { key: 'fee', label: 'Membership fee' },
  { key: 'cover', label: 'ETC / POP limit' },
] as const;

export type PlanFactKey = (typeof PLAN_FACTS)[number]['key'];
export type PlanFacts = Record<PlanFactKey, string>;

/** BASIC for ORDINARY (part 1 section 1), the stored display name otherwise. */
export const planLabel = (p: Pick<PlanView, 'pl_plan_name' | 'pl_display_name'>) =>
  p.pl_display_name || (p.pl_plan_name === 'ORDINARY' ? 'BASIC' : p.pl_plan_name);

export const isBasic = (p: Pick<PlanView, 'pl_plan_name'>) =>
  p.pl_plan_name === 'ORDINARY' || p.pl_plan_name === 'BASIC';
const isFlexi = (p: Pick<PlanView, 'pl_plan_name'>) => p.pl_plan_name === 'FLEXI';

/** A FLEXI member's figures follow their own amount: its catalogue figures are the most they reach. */
const upTo = (p: PlanView, naira: number) =>
  isFlexi(p) ? `Up to ${moneyText({ naira: naira })}` : moneyText({ naira: naira });

export function planFacts(p: PlanView): PlanFacts {
  const basic = isBasic(p);
  return {
    // The spec's words for BASIC (part 1 section 2): 'Not Applicable' and 'Not Accessible'.
    weekly: basic
      ? 'Not Applicable'
      : isFlexi(p)
        ? 'Your amount, daily, weekly or monthly'
        : moneyText({ naira: p.pl_weekly_saving }),
    loan: basic || p.pl_qualify_loan <= 0 ? 'Not Accessible' : upTo(p, p.pl_qualify_loan),
    bonus:
      p.pl_trust_bonus <= 0
        ? 'None'
        : p.pl_trust_bonus_max > p.pl_trust_bonus
          ? `${p.pl_trust_bonus}% to ${p.pl_trust_bonus_max}% of savings`
          : `${p.pl_trust_bonus}% of savings`,
    fee: isFlexi(p)
      ? 'Quoted from your amount'
      : p.pl_registration > 0
        ? `${moneyText({ naira: p.pl_registration })} a cycle`
        : 'Free',
    cover: basic || p.pl_etc_pop_limit <= 0 ? 'Not Accessible' : upTo(p, p.pl_etc_pop_limit),
  };
}

/** Benefit texts that repeat a figure the facts already show (left out wherever facts are shown). */
const REPEATS_A_FACT =
  /^(weekly savings|savings|loans?|loan limit|trust bonus|etc ?\/ ?pop limit|membership fee)$/i;

/** The plan's benefits that say something the facts do not, in the catalogue's order. */
export const otherBenefits = (p: Pick<PlanView, 'planbenefits'>) =>
  p.planbenefits.filter((b) => !REPEATS_A_FACT.test(b.pb_text.trim()));
