import { describe, expect, it } from 'vitest';
import { frontFacts, moreBenefits, planDisplayName } from './plan-card-facts.ts';

const gold = {
  pl_plan_id: 4,
  pl_plan_name: 'GOLD',
  pl_weekly_saving: 5000,
  pl_qualify_loan: 5000000,
  planbenefits: [
    { pb_text: 'Weekly Savings', pb_value: 'N5,000' },
    { pb_text: 'Loan Limit', pb_value: 'N5,000,000' },
    { pb_text: 'Trust Bonus', pb_value: '1% of total savings' },
    { pb_text: 'ETC / POP Limit', pb_value: 'N100,000' },
    { pb_text: 'Membership Fee', pb_value: 'N15,000 per 12-month cycle' },
    { pb_text: 'Interest on Loans', pb_value: '0%' },
  ],
};

describe('plan cards on the landing page', () => {
  it('shows ORDINARY as BASIC', () => {
    expect(planDisplayName('ORDINARY')).toBe('BASIC');
    expect(planDisplayName('gold')).toBe('GOLD');
  });

  it('reads weekly savings, loan limit and trust bonus for the front', () => {
    expect(frontFacts(gold)).toEqual({
      weeklySavings: 'N5,000',
      loanLimit: 'N5,000,000',
      trustBonus: '1% of total savings',
    });
  });

  it('falls back to the plan amounts, then to Not Applicable / Not Accessible', () => {
    expect(frontFacts({ ...gold, planbenefits: [] }).weeklySavings).toBe('₦5,000');
    expect(frontFacts({ pl_plan_id: 1, pl_plan_name: 'ORDINARY', pl_weekly_saving: 0 })).toMatchObject({
      weeklySavings: 'Not Applicable',
      loanLimit: 'Not Accessible',
    });
  });

  it('puts the other benefits on the back, never a membership fee', () => {
    expect(moreBenefits(gold).map((b) => b.pb_text)).toEqual(['ETC / POP Limit', 'Interest on Loans']);
  });
});
