import { describe, expect, it } from 'vitest';
import { validateTransfer } from './posting.ts';
import {
  cashout,
  contributionReceived,
  etcDisbursed,
  etcRepaid,
  loanDisbursed,
  loanRepaid,
  membershipFee,
  payoutReturned,
  payoutSent,
  popDisbursed,
  popRepaid,
  providerSettled,
  referralEarning,
} from './transfers.ts';

const at = new Date('2026-03-02T09:00:00Z');
const named = { key: 'k', description: 'd', at };
const linesOf = (t: Parameters<typeof validateTransfer>[0]) =>
  Object.fromEntries(validateTransfer(t).map((l) => [l.account, l.amount]));

describe('named transfers (ledger/transfers.ts)', () => {
  it('receives a contribution from the bank or the card provider into the member’s contributions', () => {
    expect(
      linesOf(contributionReceived({ ...named, memberId: 7, amountKobo: 500_000n, from: 'bank' })),
    ).toEqual({
      'asset:bank': 500_000n,
      'member:7:contributions': -500_000n,
    });
    const saveMore = contributionReceived({
      ...named,
      memberId: 7,
      amountKobo: 1n,
      from: 'provider',
      kind: 'save-more',
    });
    expect(saveMore.kind).toBe('save-more');
    expect(linesOf(saveMore)).toEqual({ 'asset:provider-clearing': 1n, 'member:7:contributions': -1n });
  });

  it('takes a membership fee from cash or from the member’s contributions', () => {
    expect(
      linesOf(membershipFee({ ...named, memberId: 3, amountKobo: 250_000n, from: 'contributions' })),
    ).toEqual({ 'member:3:contributions': 250_000n, 'income:membership-fees': -250_000n });
    expect(linesOf(membershipFee({ ...named, memberId: 3, amountKobo: 9n, from: 'provider' }))).toEqual({
      'asset:provider-clearing': 9n,
      'income:membership-fees': -9n,
    });
  });

  it('pays a referral earning to the referrer’s earnings', () => {
    const t = referralEarning({ ...named, referrerId: 4, amountKobo: 100_000n });
    expect(t.memberId).toBe(4);
    expect(linesOf(t)).toEqual({ 'expense:referral-earnings': 100_000n, 'member:4:earnings': -100_000n });
  });

  it('cashes out contributions plus trust bonus minus the fee as a payout due, and balances', () => {
    const t = cashout({
      ...named,
      memberId: 5,
      contributionsKobo: 1_000_000n,
      trustBonusKobo: 50_000n,
      membershipFeeKobo: 20_000n,
    });
    expect(linesOf(t)).toEqual({
      'member:5:contributions': 1_000_000n,
      'expense:trust-bonus': 50_000n,
      'income:membership-fees': -20_000n,
      'liability:payouts-due': -1_030_000n,
    });
    const plain = cashout({
      ...named,
      memberId: 5,
      contributionsKobo: 9n,
      trustBonusKobo: 0n,
      membershipFeeKobo: 0n,
    });
    expect(linesOf(plain)).toEqual({ 'member:5:contributions': 9n, 'liability:payouts-due': -9n });
  });
});

describe('lending and repaying (loan, POP, ETC)', () => {
  it('a disbursal makes the member owe the amount and the fund owe the member the cash', () => {
    for (const [build, what] of [
      [loanDisbursed, 'loan'],
      [popDisbursed, 'pop'],
      [etcDisbursed, 'etc'],
    ] as const) {
      const t = build({ ...named, memberId: 5, amountKobo: 2_000_000n });
      expect(t.kind).toBe(what);
      expect(linesOf(t)).toEqual({ [`member:5:${what}`]: 2_000_000n, 'liability:payouts-due': -2_000_000n });
    }
  });

  it('a repayment moves cash from the card provider or the bank into the member’s loan, POP or ETC account', () => {
    for (const [build, what] of [
      [loanRepaid, 'loan'],
      [popRepaid, 'pop'],
      [etcRepaid, 'etc'],
    ] as const) {
      const t = build({ ...named, memberId: 5, amountKobo: 700n, from: 'provider' });
      expect(t.kind).toBe('repayment');
      expect(linesOf(t)).toEqual({ 'asset:provider-clearing': 700n, [`member:5:${what}`]: -700n });
    }
    expect(linesOf(loanRepaid({ ...named, memberId: 5, amountKobo: 1n, from: 'bank' }))).toEqual({
      'asset:bank': 1n,
      'member:5:loan': -1n,
    });
  });
});

describe('payouts sent and returned', () => {
  it('a sent payout leaves payouts-due for the provider’s balance or the fund’s bank', () => {
    expect(linesOf(payoutSent({ ...named, memberId: 7, amountKobo: 500n, via: 'provider' }))).toEqual({
      'liability:payouts-due': 500n,
      'asset:provider-clearing': -500n,
    });
    expect(linesOf(payoutSent({ ...named, memberId: 7, amountKobo: 500n, via: 'bank' }))).toEqual({
      'liability:payouts-due': 500n,
      'asset:bank': -500n,
    });
  });

  it('a returned payout goes back to the account it came from: contributions, earnings, or what the member owes', () => {
    const back = (
      payoutKind: Parameters<typeof payoutReturned>[0]['payoutKind'],
      from: 'payouts-due' | 'provider',
    ) => linesOf(payoutReturned({ ...named, memberId: 7, amountKobo: 500n, payoutKind, from }));
    expect(back('cashout', 'payouts-due')).toEqual({
      'liability:payouts-due': 500n,
      'member:7:contributions': -500n,
    });
    expect(back('redemption', 'provider')).toEqual({
      'asset:provider-clearing': 500n,
      'member:7:earnings': -500n,
    });
    expect(back('loan', 'payouts-due')).toEqual({ 'liability:payouts-due': 500n, 'member:7:loan': -500n });
    expect(back('pop', 'payouts-due')).toEqual({ 'liability:payouts-due': 500n, 'member:7:pop': -500n });
    expect(back('etc', 'payouts-due')).toEqual({ 'liability:payouts-due': 500n, 'member:7:etc': -500n });
  });
  it('moves a provider’s settlement from its clearing account to the fund’s bank', () => {
    const settled = providerSettled({ ...named, amountKobo: 630_250n });
    expect(settled.kind).toBe('settlement');
    expect(settled.memberId).toBeUndefined();
    expect(linesOf(settled)).toEqual({ 'asset:bank': 630_250n, 'asset:provider-clearing': -630_250n });
  });
});
