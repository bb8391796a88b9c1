import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings, referralEarnings, users } from '../../db/schema/index.ts';
import { memberAccount } from '../../ledger/index.ts';

export interface EarningRow {
  id: number;
  at: Date;
  amountKobo: bigint;
  kind: string;
  description: string;
  level: number | null;
  memberName: string | null;
}

/**
 * Every earning credited to the member's earnings account, newest first: the ledger's credits to
 * member:<userId>:earnings (so the list and the balance can never disagree), with the level and the
 * referred member's name from referral_earnings. Scoped to the signed-in member by the account code.
 */
export async function listEarnings(db: Db, userId: number): Promise<EarningRow[]> {
  const rows = await db
    .select({
      id: journalEntries.id,
      at: journalEntries.createdAt,
      amount: postings.amount,
      kind: journalEntries.kind,
      description: journalEntries.description,
      level: referralEarnings.level,
      memberName: users.fullName,
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .leftJoin(referralEarnings, eq(referralEarnings.entryKey, journalEntries.idempotencyKey))
    .leftJoin(users, eq(users.id, referralEarnings.memberId))
    // A credit to a liability is negative (debit positive): money the fund came to owe the member.
    .where(
      and(
        eq(ledgerAccounts.code, memberAccount(userId, 'earnings')),
        lt(postings.amount, 0n),
        // Money coming back (a failed payout reversed, a refund) is not a new earning.
        notInArray(journalEntries.kind, ['reversal', 'refund']),
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    amountKobo: -r.amount,
    kind: r.kind,
    description: r.description,
    level: r.level,
    memberName: r.memberName,
  }));
}
