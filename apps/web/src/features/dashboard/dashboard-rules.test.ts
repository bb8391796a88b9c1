import { describe, expect, it } from 'vitest';
import { contributionsAction } from './contributions-action.ts';
import { applyGate } from './gate.ts';
import { type BadgeInput, badgeStatus, planLabel, statusBadge } from './status-badge.ts';

const base: BadgeInput = {
  loan_pop_etc_status: 0,
  loan_status: 0,
  pop_status: 3,
  etc_status: 3,
  u_tfp_pin_status: 0,
  u_status: 1,
  u_membertitle: 'Qualified',
  planName: 'SILVER',
};

describe('dashboard status badge (part 2 section 4.2)', () => {
  it.each([
    [{}, 'QUALIFIED MEMBER'],
    [{ u_tfp_pin_status: 2 }, 'QUALIFIED MEMBER'],
    [{ u_tfp_pin_status: 1 }, 'TFP IN USE'],
    [{ u_tfp_pin_status: 3 }, 'TFP IN USE'],
    [{ planName: 'ORDINARY' }, null],
    [{ u_status: 5 }, 'ACCOUNT TERMINATED'],
    [{ loan_pop_etc_status: 1, loan_status: 1 }, 'LOAN IN PROCESS'],
    [{ loan_pop_etc_status: 1, loan_status: 2 }, 'LOAN IN PROCESS'],
    [{ loan_pop_etc_status: 1, loan_status: 4 }, 'LOAN IN PROCESS'],
    [{ loan_pop_etc_status: 1, loan_status: 5 }, 'LOAN IN PROCESS'],
    [{ loan_pop_etc_status: 1, loan_status: 3 }, 'LOAN BORROWER'],
    [{ loan_pop_etc_status: 2, pop_status: 1 }, 'POP IN PROCESS'],
    [{ loan_pop_etc_status: 2, pop_status: 2 }, 'POP IN USE'],
    [{ loan_pop_etc_status: 3, etc_status: 1 }, 'ETC IN PROCESS'],
    [{ loan_pop_etc_status: 3, etc_status: 2 }, 'ETC IN USE'],
  ])('%j reads %s', (patch, badge) => {
    expect(statusBadge({ ...base, ...patch })).toBe(badge);
  });

  it('shows what is running or processed as a status, and a member title as the plain badge', () => {
    expect(
      ['LOAN IN PROCESS', 'POP IN USE', 'LOAN BORROWER', 'ACCOUNT TERMINATED', 'QUALIFIED MEMBER'].map(
        badgeStatus,
      ),
    ).toEqual(['in process', 'approved', 'approved', 'locked', null]);
  });

  it('names ORDINARY "Basic Trust Member"', () => {
    expect(planLabel('ORDINARY')).toBe('Basic Trust Member');
    expect(planLabel('GOLD')).toBe('Gold Trust Member');
  });
});

describe('contributions button (part 2 section 4.5)', () => {
  const d = { contribution: 10000, membershipFee: 3000, cashoutStatus: 0, basic: false, flexiDuration: null };
  it('opens the cannot-cashout modal at or below the membership fee', () => {
    expect(contributionsAction({ ...d, contribution: 3000 }).kind).toBe('cannot-cashout');
  });
  it('offers the cashout in the window', () => {
    expect(contributionsAction({ ...d, cashoutStatus: 1 })).toEqual({ kind: 'cashout', label: 'Cashout' });
  });
  it('reads Start Plan on the basic plan', () => {
    expect(contributionsAction({ ...d, basic: true, membershipFee: 0 }).kind).toBe('start-plan');
  });
  it('is disabled otherwise, labelled Flexi Cashout N months for 3, 6 and 12 month flexi plans', () => {
    expect(contributionsAction({ ...d, flexiDuration: 6 })).toEqual({
      kind: 'disabled',
      label: 'Flexi Cashout 6 months',
    });
    expect(contributionsAction({ ...d, flexiDuration: 24 }).label).toBe('Cashout');
  });
});

describe('apply gate (part 2 section 4.6)', () => {
  it.each([
    [{ basic: true, hasCard: true, profilePercentage: 100 }, 'upgrade'],
    [{ basic: false, hasCard: false, profilePercentage: 100 }, 'add-card'],
    [{ basic: false, hasCard: true, profilePercentage: 100 }, 'proceed'],
    [{ basic: false, hasCard: true, profilePercentage: 75 }, 'proceed'],
    [{ basic: false, hasCard: true, profilePercentage: 50 }, 'update-profile'],
  ])('%j -> %s', (d, gate) => {
    expect(applyGate(d)).toBe(gate);
  });
});
