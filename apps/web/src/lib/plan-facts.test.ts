import type { PlanView } from '@trust/shared/contracts/plans';
import { describe, expect, it } from 'vitest';
import { otherBenefits, PLAN_FACTS, planFacts, planLabel } from './plan-facts.ts';

const plan = (over: Partial<PlanView>): PlanView => ({
  pl_plan_id: 1,
  pl_plan_name: 'SILVER',
  pl_display_name: '',
  pl_plan_prefix: 'STM',
  pl_weekly_saving: 1000,
  pl_qualify_loan: 1_000_000,
  pl_rgst_fee: 3000,
  pl_registration: 3000,
  pl_image: '',
  pl_trust_bonus: 0.5,
  pl_trust_bonus_max: 0.5,
  pl_etc_pop_limit: 20_000,
  pl_referral_earnings: [150, 60, 20],
  pl_earnings_to_start: 3000,
  planbenefits: [],
  ...over,
});

describe('plan facts', () => {
  it('are five comparable rows built from the figures', () => {
    expect(PLAN_FACTS.map((f) => f.label)).toEqual([
      'Weekly savings',
      'Loan limit',
      'Trust bonus',
      'Membership fee',
      'ETC / POP limit',
    ]);
    expect(planFacts(plan({}))).toEqual({
      weekly: '₦1,000',
      loan: '₦1,000,000',
      bonus: '0.5% of savings',
      fee: '₦3,000 a cycle',
      cover: '₦20,000',
    });
  });

  it('use the spec’s words for BASIC and say “up to” for FLEXI’s own amount', () => {
    const basic = plan({
      pl_plan_name: 'ORDINARY',
      pl_weekly_saving: 0,
      pl_qualify_loan: 0,
      pl_registration: 0,
      pl_trust_bonus: 0,
      pl_trust_bonus_max: 0,
      pl_etc_pop_limit: 0,
    });
    expect(planLabel(basic)).toBe('BASIC');
    expect(planFacts(basic)).toEqual({
      weekly: 'Not Applicable',
      loan: 'Not Accessible',
      bonus: 'None',
      fee: 'Free',
      cover: 'Not Accessible',
    });
    const flexi = plan({
      pl_plan_name: 'FLEXI',
      pl_weekly_saving: 0,
      pl_qualify_loan: 10_000_000,
      pl_registration: 0,
      pl_trust_bonus_max: 1.5,
      pl_etc_pop_limit: 200_000,
    });
    expect(planFacts(flexi)).toEqual({
      weekly: 'Your amount, daily, weekly or monthly',
      loan: 'Up to ₦10,000,000',
      bonus: '0.5% to 1.5% of savings',
      fee: 'Quoted from your amount',
      cover: 'Up to ₦200,000',
    });
  });

  it('leave out the benefits that repeat a figure, so no figure is shown twice', () => {
    const benefits = [
      { pb_text: 'Weekly Savings', pb_value: '₦1,000' },
      { pb_text: 'Loan Limit', pb_value: '₦1,000,000' },
      { pb_text: 'Trust Bonus', pb_value: '0.5% of total savings' },
      { pb_text: 'ETC / POP Limit', pb_value: '₦20,000' },
      { pb_text: 'Membership Fee', pb_value: '₦3,000 per 12-month cycle' },
      { pb_text: 'Referral Earnings', pb_value: '₦150 / ₦60 / ₦20 on three levels' },
      { pb_text: 'Interest on Loans', pb_value: '0%' },
    ];
    expect(otherBenefits(plan({ planbenefits: benefits })).map((b) => b.pb_text)).toEqual([
      'Referral Earnings',
      'Interest on Loans',
    ]);
  });
});
