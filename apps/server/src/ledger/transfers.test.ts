import { describe, expect, it } from 'vitest';
import { validateTransfer } from './posting.ts';
import {
  balanceWrittenOff,
  cashout,
  contributionFromEarnings,
  contributionReceived,
  earningsRedeemed,
  etcDisbursed,
  etcRepaid,
  loanDisbursed,
  loanRecoveredAtCashout,
  loanRepaid,
  manualEntry,
  membershipFee,
  membershipFeeRefunded,
  paymentMoved,
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

describe('earnings, recoveries and the console’s corrections', () => {
  /** The transfer's kind, member and lines: what the journal entry records. */
  const entry = (t: Parameters<typeof validateTransfer>[0]) => ({
    kind: t.kind,
    memberId: t.memberId,
    lines: linesOf(t),
  });

  it('recovers a loan still owed at cash-out from the payout, as a repayment', () => {
    expect(entry(loanRecoveredAtCashout({ ...named, memberId: 5, amountKobo: 30_000n }))).toEqual({
      kind: 'repayment',
      memberId: 5,
      lines: { 'liability:payouts-due': 30_000n, 'member:5:loan': -30_000n },
    });
  });

  it('turns redeemed earnings into a payout due, and converted earnings into contributions', () => {
    expect(entry(earningsRedeemed({ ...named, memberId: 6, amountKobo: 75_000n }))).toEqual({
      kind: 'redemption',
      memberId: 6,
      lines: { 'member:6:earnings': 75_000n, 'liability:payouts-due': -75_000n },
    });
    expect(entry(contributionFromEarnings({ ...named, memberId: 6, amountKobo: 2n }))).toEqual({
      kind: 'conversion',
      memberId: 6,
      lines: { 'member:6:earnings': 2n, 'member:6:contributions': -2n },
    });
  });

  it('gives a refunded membership fee back into contributions or earnings', () => {
    for (const to of ['contributions', 'earnings'] as const) {
      expect(entry(membershipFeeRefunded({ ...named, memberId: 8, amountKobo: 250_000n, to }))).toEqual({
        kind: 'fee-refund',
        memberId: 8,
        lines: { 'income:membership-fees': 250_000n, [`member:8:${to}`]: -250_000n },
      });
    }
  });

  it('moves every line of a misposted payment from one member to the other, for the second member', () => {
    const moved = paymentMoved({
      ...named,
      fromMemberId: 11,
      toMemberId: 12,
      lines: [
        { kind: 'contributions', amount: -500_000n },
        { kind: 'loan', amount: -20_000n },
      ],
    });
    expect(entry(moved)).toEqual({
      kind: 'payment-moved',
      memberId: 12,
      lines: {
        'member:11:contributions': 500_000n,
        'member:12:contributions': -500_000n,
        'member:11:loan': 20_000n,
        'member:12:loan': -20_000n,
      },
    });
  });

  it('writes off what a member owes as the fund’s loss', () => {
    for (const what of ['loan', 'pop', 'etc'] as const) {
      expect(entry(balanceWrittenOff({ ...named, memberId: 9, amountKobo: 40_000n, what }))).toEqual({
        kind: 'write-off',
        memberId: 9,
        lines: { 'expense:write-offs': 40_000n, [`member:9:${what}`]: -40_000n },
      });
    }
  });

  it('posts a manual entry as a debit to one named account and a credit to the other', () => {
    const t = manualEntry({ ...named, debit: 'asset:bank', credit: 'equity:fund', amountKobo: 5_000n });
    expect(entry(t)).toEqual({
      kind: 'manual',
      memberId: undefined,
      lines: { 'asset:bank': 5_000n, 'equity:fund': -5_000n },
    });
  });
});
