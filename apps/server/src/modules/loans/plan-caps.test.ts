import { selectionLimits } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower } from '../../test/loans.ts';

const w = loanWorld();
const { call } = w;

// Every plan's largest loan (docs/domain-rules.md "Amount and plan cap"), not one plan standing for all:
// the cap itself is taken, a naira more is refused with the member's own plan named.
describe('every plan’s loan cap', () => {
  it.each([
    ['SILVER', 1_000_000, 'Your SILVER plan lends up to ₦1,000,000'],
    ['FLEXI', 1_000_000, 'Your FLEXI plan lends up to ₦1,000,000'],
    ['GOLD', 5_000_000, 'Your GOLD plan lends up to ₦5,000,000'],
    ['PLATINUM', 10_000_000, 'Your PLATINUM plan lends up to ₦10,000,000'],
  ] as const)('lends a %s member up to ₦%i and refuses a naira more', async (plan, cap, refusal) => {
    const m = await borrower(w.t, { plan });
    const atCap = await call(m, 'POST', '/checkloanrequirement', { loan_amount: cap });
    expect(atCap.statusCode).toBe(200);
    expect(selectionLimits(atCap.json().data).min).toBeGreaterThan(0);
    const over = await call(m, 'POST', '/checkloanrequirement', { loan_amount: cap + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(refusal);
  });

  it('lends nothing to a BASIC (ORDINARY) member, whatever the amount, and says to upgrade', async () => {
    const m = await borrower(w.t, { plan: 'ORDINARY' });
    for (const amount of [10_000, 1_000_000]) {
      const res = await call(m, 'POST', '/checkloanrequirement', { loan_amount: amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual({ reason: 'upgrade' });
    }
  });

  it.each([
    [100_000, 2, 4],
    [100_001, 5, 10],
    [500_000, 5, 10],
    [500_001, 10, 20],
    [1_000_000, 10, 20],
    [1_000_001, 25, 50],
    [5_000_000, 25, 50],
    [5_000_001, 50, 100],
  ])('asks for the trusters’ weight of ₦%i: at least %i, at most %i', async (amount, min, max) => {
    const m = await borrower(w.t, { plan: 'PLATINUM' });
    const res = await call(m, 'POST', '/checkloanrequirement', { loan_amount: amount });
    // The spec's list of pl_name and pl_value; the weights follow from it as the screen reads them.
    expect(selectionLimits(res.json().data)).toEqual({ min, max });
  });
});
