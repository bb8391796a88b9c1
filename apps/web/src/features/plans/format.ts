import type { PlanView } from '@trust/shared/contracts/plans';
import { formatNairaNumber } from '@trust/shared/money';

/** BASIC for ORDINARY (part 1 section 1), the stored name otherwise. */
export const planLabel = (p: PlanView) =>
  p.pl_display_name || (p.pl_plan_name === 'ORDINARY' ? 'BASIC' : p.pl_plan_name);

export const isBasic = (p: PlanView) => p.pl_plan_name === 'ORDINARY' || p.pl_plan_name === 'BASIC';

/** Weekly savings as the card shows them: 'Not Applicable' for BASIC, "your choice" for FLEXI. */
export const weeklyText = (p: PlanView) =>
  isBasic(p)
    ? 'Not Applicable'
    : p.pl_plan_name === 'FLEXI'
      ? 'Your amount, daily, weekly or monthly'
      : formatNairaNumber(p.pl_weekly_saving);

/** Loans: 'Not Accessible' for BASIC, otherwise up to the plan's limit. */
export const loanText = (p: PlanView) =>
  isBasic(p) || p.pl_qualify_loan <= 0 ? 'Not Accessible' : `Up to ${formatNairaNumber(p.pl_qualify_loan)}`;

export const bonusText = (p: PlanView) =>
  p.pl_trust_bonus_max > p.pl_trust_bonus
    ? `${p.pl_trust_bonus}% to ${p.pl_trust_bonus_max}%`
    : `${p.pl_trust_bonus}%`;
