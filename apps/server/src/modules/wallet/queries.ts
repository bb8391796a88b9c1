import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, payments, payouts, postings } from '../../db/schema/index.ts';
import { type Lending, memberAccount } from '../../ledger/index.ts';

/** Earnings the member has redeemed: their redemption payouts, less any that failed or came back. */
export async function redeemedKobo(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amountKobo}), 0)::text` })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.kind, 'redemption'),
        notInArray(payouts.status, ['failed', 'reversed']),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/**
 * What the member borrowed of what they still owe: the amounts lent since the account last stood at
 * zero (an earlier loan repaid in full is history, not the current one). 0 when nothing is owed.
 */
export async function currentLendingKobo(db: Db, userId: number, what: Lending): Promise<bigint> {
  const rows = await db
    .select({ amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(ledgerAccounts.code, memberAccount(userId, what)))
    .orderBy(asc(postings.createdAt), asc(postings.entryId));
  let owed = 0n;
  let lent = 0n;
  for (const r of rows) {
    // A member's loan, POP or ETC account is an asset of the fund: a debit (positive) is money lent.
    owed += r.amount;
    if (r.amount > 0n) lent += r.amount;
    if (owed <= 0n) lent = 0n;
  }
  return owed > 0n ? lent : 0n;
}

/** Repayments by bank transfer the member said they made and no operator has confirmed yet. */
export async function awaitedTransfers(db: Db, userId: number, purposes: string[]) {
  return db
    .select({
      purpose: payments.purpose,
      reference: payments.reference,
      amountKobo: payments.amountKobo,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), inArray(payments.purpose, purposes), eq(payments.status, 'pending')),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
