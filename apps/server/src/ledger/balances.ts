import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema/index.ts';
import {
  describeAccount,
  MEMBER_ACCOUNT_KINDS,
  type MemberAccountKind,
  memberAccount,
  normalSign,
} from './accounts.ts';

/**
 * An account's balance on its normal side, in kobo: for assets and expenses debits minus credits, for
 * liabilities, income and equity credits minus debits. So balance('member:7:earnings') is what the
 * fund owes member 7 and balance('asset:bank') is the money in the bank. An unused account is 0n.
 */
export async function balance(db: Db, account: string): Promise<bigint> {
  const info = describeAccount(account);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, account));
  return row ? normalSign(info.type) * row.balance : 0n;
}

export type MemberBalances = Record<MemberAccountKind, bigint>;

/**
 * A member's five balances in kobo as the member sees them: contributions and earnings are what the
 * fund owes the member; loan, pop and etc are what the member owes the fund. All are >= 0.
 */
export async function memberBalances(db: Db, userId: number): Promise<MemberBalances> {
  const codes = MEMBER_ACCOUNT_KINDS.map((k) => memberAccount(userId, k));
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  return toMemberBalances(rows);
}

/** A member's account rows (code, stored balance) as memberBalances answers them, for a read that fetched them itself. */
export function toMemberBalances(rows: { code: string; balance: bigint }[]): MemberBalances {
  const out: MemberBalances = { contributions: 0n, earnings: 0n, loan: 0n, pop: 0n, etc: 0n };
  for (const r of rows) {
    const kind = r.code.slice(r.code.lastIndexOf(':') + 1) as MemberAccountKind;
    out[kind] = normalSign(describeAccount(r.code).type) * r.balance;
  }
  return out;
}

/**
 * One of a member's balances (as memberBalances reads it), with the account's row locked until the
 * transaction ends: two transactions deciding from the same balance (two repayments of the whole
 * loan settling at once) queue here, and the second reads what the first left. An account never
 * used is 0n and nothing is locked (nothing can be taken from it).
 */
export async function lockedMemberBalance(db: Db, userId: number, kind: MemberAccountKind): Promise<bigint> {
  const code = memberAccount(userId, kind);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .for('update');
  return row ? normalSign(describeAccount(code).type) * row.balance : 0n;
}
