import {
  ACCOUNTS,
  type MemberAccountKind,
  memberAccount,
  type Transfer,
  type TransferLine,
} from '../ledger/index.ts';

/**
 * The member movements the ledger's property tests draw at random, and the simple model they are
 * checked against: what each member account holds, seen from the member.
 */
export const MODEL_MOVES = ['contribute', 'earn', 'redeem', 'cashout', 'lend', 'repay'] as const;
export type ModelMove = (typeof MODEL_MOVES)[number];

/** The two lines of one movement of `kobo` for member `member`: the debit first. */
export function modelLines(type: ModelMove, member: number, kobo: bigint): TransferLine[] {
  const acc = (k: MemberAccountKind) => memberAccount(member, k);
  const pair = (debit: string, credit: string) => [
    { account: debit, amount: kobo },
    { account: credit, amount: -kobo },
  ];
  switch (type) {
    case 'contribute':
      return pair(ACCOUNTS.providerClearing, acc('contributions'));
    case 'earn':
      return pair(ACCOUNTS.referralEarnings, acc('earnings'));
    case 'redeem':
      return pair(acc('earnings'), ACCOUNTS.payoutsDue);
    case 'cashout':
      return pair(acc('contributions'), ACCOUNTS.payoutsDue);
    case 'lend':
      return pair(acc('loan'), ACCOUNTS.bank);
    case 'repay':
      return pair(ACCOUNTS.bank, acc('loan'));
  }
}

/**
 * A member account's balance seen from the member (never below zero): contributions and earnings are
 * what the fund owes them (credits), a loan, POP or ETC what they owe (debits).
 */
export const MEMBER_SIDE: Record<MemberAccountKind, bigint> = {
  contributions: -1n,
  earnings: -1n,
  loan: 1n,
  pop: 1n,
  etc: 1n,
};

/** Each movement's kind of entry and the words a member reads beside it. */
const ENTRY: Record<ModelMove, { kind: string; description: string }> = {
  contribute: { kind: 'contribution', description: 'Weekly contribution' },
  earn: { kind: 'referral-earning', description: 'Referral earnings' },
  redeem: { kind: 'redemption', description: 'Redeem earnings' },
  cashout: { kind: 'cashout', description: 'Cashout' },
  lend: { kind: 'loan', description: 'Loan disbursed' },
  repay: { kind: 'repayment', description: 'Loan repayment' },
};

/** One movement as a transfer to post under idempotency key `key`, dated `at`. */
export function modelTransfer(
  type: ModelMove,
  member: number,
  key: string,
  kobo: bigint,
  at: Date,
): Transfer {
  return { key, ...ENTRY[type], memberId: member, at, lines: modelLines(type, member, kobo) };
}
