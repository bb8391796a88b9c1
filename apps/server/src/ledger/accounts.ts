import { UnknownAccountError } from './errors.ts';

/**
 * The chart of accounts. Accounts are rows created on first use (post() inserts any it has not
 * seen), so a new member needs no setup. The type of an account follows from its code.
 *
 * Seen from the fund: the bank and the provider hold the fund's money (assets); what the fund owes a
 * member (contributions, earnings) and approved payouts are liabilities; what a member owes the fund
 * (loan, POP, ETC) are assets; fees are income; referral earnings and trust bonuses are expenses.
 */
export type AccountType = 'asset' | 'liability' | 'income' | 'expense' | 'equity';

export type MemberAccountKind = 'contributions' | 'earnings' | 'loan' | 'pop' | 'etc';

export const MEMBER_ACCOUNT_KINDS: readonly MemberAccountKind[] = [
  'contributions',
  'earnings',
  'loan',
  'pop',
  'etc',
];

export const ACCOUNTS = {
  bank: 'asset:bank',
  providerClearing: 'asset:provider-clearing',
  payoutsDue: 'liability:payouts-due',
  membershipFees: 'income:membership-fees',
  referralEarnings: 'expense:referral-earnings',
  trustBonus: 'expense:trust-bonus',
  /** Loan, POP and ETC balances the fund gave up collecting (an operator's write-off, approved). */
  writeOffs: 'expense:write-offs',
  /** The fund's own capital; the other side of an opening balance or a correction by an operator. */
  equity: 'equity:fund',
} as const;

const FUND_ACCOUNTS: ReadonlySet<string> = new Set(Object.values(ACCOUNTS));

const MEMBER_TYPES: Record<MemberAccountKind, AccountType> = {
  contributions: 'liability',
  earnings: 'liability',
  loan: 'asset',
  pop: 'asset',
  etc: 'asset',
};

const MEMBER_CODE = /^member:([1-9]\d{0,9}):(contributions|earnings|loan|pop|etc)$/;

/** member:<userId>:<kind>, e.g. memberAccount(7, 'earnings') = 'member:7:earnings'. */
export function memberAccount(userId: number, kind: MemberAccountKind): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new UnknownAccountError(`member:${userId}:${kind}`);
  return `member:${userId}:${kind}`;
}

export interface AccountInfo {
  code: string;
  type: AccountType;
  memberId: number | null;
  /** Member accounts never go below zero, seen from the member (DESIGN section 4). */
  hasFloor: boolean;
}

/** A member account's owner and kind (member:<userId>:<kind>), or null for any other code. */
export function memberAccountOf(code: string): { memberId: number; kind: MemberAccountKind } | null {
  const m = MEMBER_CODE.exec(code);
  return m ? { memberId: Number(m[1]), kind: m[2] as MemberAccountKind } : null;
}

/** What a code means; throws UnknownAccountError for a code outside the chart. */
export function describeAccount(code: string): AccountInfo {
  const member = memberAccountOf(code);
  if (member) {
    return { code, type: MEMBER_TYPES[member.kind], memberId: member.memberId, hasFloor: true };
  }
  if (FUND_ACCOUNTS.has(code)) {
    return { code, type: code.slice(0, code.indexOf(':')) as AccountType, memberId: null, hasFloor: false };
  }
  throw new UnknownAccountError(code);
}

/**
 * +1 when the account's normal balance is a debit (assets, expenses), -1 when it is a credit
 * (liabilities, income, equity). normal balance = sign × sum of postings.
 */
export function normalSign(type: AccountType): 1n | -1n {
  return type === 'asset' || type === 'expense' ? 1n : -1n;
}
