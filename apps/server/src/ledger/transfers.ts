import { ACCOUNTS, type MemberAccountKind, memberAccount } from './accounts.ts';
import type { Transfer } from './posting.ts';

/**
 * Every named movement of money the fund makes, built here and only here: this is the one file that
 * reads the chart of accounts to decide which account pays which. A module says what happened
 * ("a contribution was received by bank transfer") and posts what this file builds; it never writes
 * account codes or signs itself. A new kind of money movement (loan, POP, ETC, repayment) is a new
 * function in this file.
 *
 * Amounts are kobo and positive; the signs (debit positive) are set here.
 */

/** Where money from outside the fund arrived: the fund's bank account, or the card provider's clearing. */
export type CashSource = 'bank' | 'provider';

const cashAccount = (from: CashSource) => (from === 'bank' ? ACCOUNTS.bank : ACCOUNTS.providerClearing);

/** What every named transfer carries: the idempotency key, the journal text and when it happened. */
interface Named {
  key: string;
  description: string;
  at: Date;
}

/**
 * Money a member paid into their contributions: a weekly card debit, a bank transfer, the first
 * contribution of a plan, or Save More (journal kind `save-more`, which the history shows apart).
 */
export function contributionReceived(
  t: Named & { memberId: number; amountKobo: bigint; from: CashSource; kind?: 'contribution' | 'save-more' },
): Transfer {
  return {
    key: t.key,
    kind: t.kind ?? 'contribution',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: cashAccount(t.from), amount: t.amountKobo },
      { account: memberAccount(t.memberId, 'contributions'), amount: -t.amountKobo },
    ],
  };
}

/**
 * A membership fee the fund earned: paid with a plan (from the bank or the card provider), taken
 * from the member's contributions when a cycle rolls over, or paid from the member's earnings when a
 * plan is started with earnings.
 */
export function membershipFee(
  t: Named & { memberId: number; amountKobo: bigint; from: CashSource | 'contributions' | 'earnings' },
): Transfer {
  const payer =
    t.from === 'contributions' || t.from === 'earnings'
      ? memberAccount(t.memberId, t.from)
      : cashAccount(t.from);
  return {
    key: t.key,
    kind: 'membership-fee',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: payer, amount: t.amountKobo },
      { account: ACCOUNTS.membershipFees, amount: -t.amountKobo },
    ],
  };
}

/** A referrer's earning when a member they brought in (up to three levels down) pays for a plan. */
export function referralEarning(t: Named & { referrerId: number; amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    kind: 'referral-earning',
    memberId: t.referrerId,
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.referralEarnings, amount: t.amountKobo },
      { account: memberAccount(t.referrerId, 'earnings'), amount: -t.amountKobo },
    ],
  };
}

/**
 * A cash-out at the end of a cycle, as one entry: the member's contributions leave, the trust bonus
 * (an expense of the fund) is added, the membership fee for the cycle is kept, and the rest becomes a
 * payout the fund owes until an operator pays it to the member's bank.
 * payout = contributions + trust bonus - membership fee.
 */
export function cashout(
  t: Named & {
    memberId: number;
    contributionsKobo: bigint;
    trustBonusKobo: bigint;
    membershipFeeKobo: bigint;
  },
): Transfer {
  const payout = t.contributionsKobo + t.trustBonusKobo - t.membershipFeeKobo;
  const lines = [
    { account: memberAccount(t.memberId, 'contributions'), amount: t.contributionsKobo },
    { account: ACCOUNTS.payoutsDue, amount: -payout },
  ];
  if (t.trustBonusKobo > 0n) lines.push({ account: ACCOUNTS.trustBonus, amount: t.trustBonusKobo });
  if (t.membershipFeeKobo > 0n)
    lines.push({ account: ACCOUNTS.membershipFees, amount: -t.membershipFeeKobo });
  return { key: t.key, kind: 'cashout', memberId: t.memberId, description: t.description, at: t.at, lines };
}

/** The three things the fund lends a member: a loan, a purchase order (POP), travel cover (ETC). */
export type Lending = 'loan' | 'pop' | 'etc';

/**
 * The fund lends a member a loan, POP or ETC: the member now owes it (their loan/pop/etc account),
 * and the fund owes the member the cash until an operator pays it out to their bank.
 */
function disbursed(what: Lending, t: Named & { memberId: number; amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    // The kinds the history and the star rating already read: 'loan' | 'pop' | 'etc', 'repayment'.
    kind: what,
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: memberAccount(t.memberId, what), amount: t.amountKobo },
      { account: ACCOUNTS.payoutsDue, amount: -t.amountKobo },
    ],
  };
}

/**
 * A member repays (part of) a loan, POP or ETC with money that arrived by card or bank transfer. The
 * ledger refuses it if it would take the member's account below zero (repaying more than is owed).
 */
function repaid(
  what: Lending,
  t: Named & { memberId: number; amountKobo: bigint; from: CashSource },
): Transfer {
  return {
    key: t.key,
    kind: 'repayment',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: cashAccount(t.from), amount: t.amountKobo },
      { account: memberAccount(t.memberId, what), amount: -t.amountKobo },
    ],
  };
}

type DisbursedInput = Named & { memberId: number; amountKobo: bigint };
type RepaidInput = Named & { memberId: number; amountKobo: bigint; from: CashSource };

export const loanDisbursed = (t: DisbursedInput) => disbursed('loan', t);
export const popDisbursed = (t: DisbursedInput) => disbursed('pop', t);
export const etcDisbursed = (t: DisbursedInput) => disbursed('etc', t);
export const loanRepaid = (t: RepaidInput) => repaid('loan', t);
export const popRepaid = (t: RepaidInput) => repaid('pop', t);
export const etcRepaid = (t: RepaidInput) => repaid('etc', t);

/**
 * A loan still owed at cash-out is recovered from the payout (docs/domain-rules.md, Loans): the fund
 * owes the member that much less, and the member owes that much less on the loan. Journal kind
 * 'repayment', as any repayment.
 */
export function loanRecoveredAtCashout(t: Named & { memberId: number; amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    kind: 'repayment',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.payoutsDue, amount: t.amountKobo },
      { account: memberAccount(t.memberId, 'loan'), amount: -t.amountKobo },
    ],
  };
}

/**
 * Earnings a member redeemed: they leave the member's earnings and become a payout the fund owes
 * until an operator sends it to the member's bank account.
 */
export function earningsRedeemed(t: Named & { memberId: number; amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    kind: 'redemption',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: memberAccount(t.memberId, 'earnings'), amount: t.amountKobo },
      { account: ACCOUNTS.payoutsDue, amount: -t.amountKobo },
    ],
  };
}

/** Earnings a member turned into contributions (kind conversion): no money leaves the fund. */
export function contributionFromEarnings(t: Named & { memberId: number; amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    kind: 'conversion',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: memberAccount(t.memberId, 'earnings'), amount: t.amountKobo },
      { account: memberAccount(t.memberId, 'contributions'), amount: -t.amountKobo },
    ],
  };
}

/**
 * A payout reached the member's bank: the fund no longer owes it, and the money left the fund's bank
 * account (a bulk-payment CSV) or the provider's balance (a transfer through the provider).
 */
export function payoutSent(t: Named & { memberId: number; amountKobo: bigint; via: CashSource }): Transfer {
  return {
    key: t.key,
    kind: 'payout',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.payoutsDue, amount: t.amountKobo },
      { account: cashAccount(t.via), amount: -t.amountKobo },
    ],
  };
}

/** What a payout was for: the account it came from is the one it goes back to when it fails. */
export type PayoutKind = 'cashout' | 'redemption' | Lending;

/**
 * A payout that did not reach the member goes back where it came from: a cash-out to the member's
 * contributions, a redemption to their earnings, a loan, POP or ETC disbursal reduces what the
 * member owes (the receivable). From payouts-due when the transfer failed before it was sent; from
 * the provider's balance (or the bank) when a sent transfer was reversed and the money came back.
 */
export function payoutReturned(
  t: Named & {
    memberId: number;
    amountKobo: bigint;
    payoutKind: PayoutKind;
    from: 'payouts-due' | CashSource;
  },
): Transfer {
  const back =
    t.payoutKind === 'cashout'
      ? memberAccount(t.memberId, 'contributions')
      : t.payoutKind === 'redemption'
        ? memberAccount(t.memberId, 'earnings')
        : memberAccount(t.memberId, t.payoutKind);
  // A receivable (asset) goes down with a credit, as a liability to the member goes up: same sign.
  return {
    key: t.key,
    kind: 'payout-returned',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: t.from === 'payouts-due' ? ACCOUNTS.payoutsDue : cashAccount(t.from), amount: t.amountKobo },
      { account: back, amount: -t.amountKobo },
    ],
  };
}

/**
 * The payment provider paid its balance to the fund's bank account (a Paystack settlement): the
 * money that reached the bank leaves the provider's clearing account. What the provider kept (its
 * fees, refunds, chargebacks) stays in clearing until finance accounts for it; the console's
 * Settlement view shows that difference.
 */
export function providerSettled(t: Named & { amountKobo: bigint }): Transfer {
  return {
    key: t.key,
    kind: 'settlement',
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.bank, amount: t.amountKobo },
      { account: ACCOUNTS.providerClearing, amount: -t.amountKobo },
    ],
  };
}

/*
 * Operators' corrections (the console's Adjustments, modules/admin/adjustments): each proposed with
 * a reason and posted when another operator approves it. A correction is a new entry; the entry it
 * corrects stays as it was (a reversal of a whole entry is ledger/reverse.ts).
 */

/**
 * A membership fee waived or refunded: the fund gives up that income and the member gets it back,
 * into their contributions (where a roll-over took it from) or their earnings (which they may redeem).
 */
export function membershipFeeRefunded(
  t: Named & { memberId: number; amountKobo: bigint; to: 'contributions' | 'earnings' },
): Transfer {
  return {
    key: t.key,
    kind: 'fee-refund',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.membershipFees, amount: t.amountKobo },
      { account: memberAccount(t.memberId, t.to), amount: -t.amountKobo },
    ],
  };
}

/**
 * A payment posted to the wrong member moves to the right one: every line the payment's entry
 * posted on the first member's accounts is taken off them (a contribution leaves their
 * contributions; a repayment is owed again) and posted the same way on the second member's. The
 * ledger's floors refuse it when the first member has already spent the money.
 */
export function paymentMoved(
  t: Named & {
    fromMemberId: number;
    toMemberId: number;
    /** The payment entry's lines on the first member's accounts, as posted (debit positive). */
    lines: { kind: MemberAccountKind; amount: bigint }[];
  },
): Transfer {
  return {
    key: t.key,
    kind: 'payment-moved',
    memberId: t.toMemberId,
    description: t.description,
    at: t.at,
    lines: t.lines.flatMap((l) => [
      { account: memberAccount(t.fromMemberId, l.kind), amount: -l.amount },
      { account: memberAccount(t.toMemberId, l.kind), amount: l.amount },
    ]),
  };
}

/**
 * A loan, POP or ETC balance the fund gives up collecting: the member owes that much less, and the
 * fund records the loss as an expense. The floor refuses writing off more than is owed.
 */
export function balanceWrittenOff(
  t: Named & { memberId: number; amountKobo: bigint; what: Lending },
): Transfer {
  return {
    key: t.key,
    kind: 'write-off',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: ACCOUNTS.writeOffs, amount: t.amountKobo },
      { account: memberAccount(t.memberId, t.what), amount: -t.amountKobo },
    ],
  };
}

/**
 * A manual journal entry between two named accounts of the chart (ledger/accounts.ts): the amount
 * is debited to one and credited to the other. For what no named correction covers (a bank charge,
 * an opening balance); the floors still hold on members' accounts.
 */
export function manualEntry(
  t: Named & { debit: string; credit: string; amountKobo: bigint; memberId?: number },
): Transfer {
  return {
    key: t.key,
    kind: 'manual',
    memberId: t.memberId,
    description: t.description,
    at: t.at,
    lines: [
      { account: t.debit, amount: t.amountKobo },
      { account: t.credit, amount: -t.amountKobo },
    ],
  };
}
