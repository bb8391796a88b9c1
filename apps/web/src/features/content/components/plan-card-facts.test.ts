import type { PlanView } from '@trust/shared/contracts/plans';
import { describe, expect, it } from 'vitest';
import { frontFacts, moreBenefits, planDisplayName } from './plan-card-facts.ts';

const gold: PlanView = {
  pl_plan_id: 4,
  pl_plan_name: 'GOLD',
  pl_display_name: '',
  pl_plan_prefix: 'GTM',
  pl_weekly_saving: 5000,
  pl_qualify_loan: 5_000_000,
  pl_rgst_fee: 15_000,
  pl_registration: 15_000,
  pl_image: '',
  pl_trust_bonus: 1,
  pl_trust_bonus_max: 1,
  pl_etc_pop_limit: 100_000,
  pl_referral_earnings: [500, 200, 100],
  pl_earnings_to_start: 15_000,
  planbenefits: [
    { pb_text: 'Weekly Savings', pb_value: '₦5,000' },
    { pb_text: 'Loan Limit', pb_value: '₦5,000,000' },
    { pb_text: 'Trust Bonus', pb_value: '1% of total savings' },
    { pb_text: 'ETC / POP Limit', pb_value: '₦100,000' },
    { pb_text: 'Membership Fee', pb_value: '₦15,000 per 12-month cycle' },
    { pb_text: 'Interest on Loans', pb_value: '0%' },
  ],
};

describe('plan cards on the landing page', () => {
  it('shows ORDINARY as BASIC', () => {
    expect(planDisplayName('ORDINARY')).toBe('BASIC');
    expect(planDisplayName('gold')).toBe('GOLD');
  });

  it('shows the comparable facts from the plan’s figures on the front, no membership fee', () => {
    expect(frontFacts(gold)).toEqual([
      { label: 'Weekly savings', value: '₦5,000' },
      { label: 'Loan limit', value: '₦5,000,000' },
      { label: 'Trust bonus', value: '1% of savings' },
      { label: 'ETC / POP limit', value: '₦100,000' },
    ]);
  });

  it('puts only what the front does not say on the back, never a membership fee', () => {
    expect(moreBenefits(gold).map((b) => b.pb_text)).toEqual(['Interest on Loans']);
  });
});
