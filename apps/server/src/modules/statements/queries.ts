import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import {
  describeAccount,
  MEMBER_ACCOUNT_KINDS,
  type MemberAccountKind,
  memberAccount,
} from '../../ledger/index.ts';
import { paymentReferenceOf } from '../transactions/index.ts';

/** Seen from the member: +1 where a credit to the fund's account adds to it, as balances.ts reads it. */
const memberSign = (kind: MemberAccountKind): bigint =>
  describeAccount(memberAccount(1, kind)).type === 'liability' ? -1n : 1n;

interface Movement {
  at: Date;
  kind: string;
  description: string;
  /** What the member quotes to support: the payment reference, else the journal key. */
  reference: string;
  /** Seen from the member: positive adds to the account's balance (a saving, an earning, a loan taken). */
  amountKobo: bigint;
}

export interface AccountActivity {
  kind: MemberAccountKind;
  /** The balance at the start of the range, as the member sees it. */
  openingKobo: bigint;
  movements: Movement[];
}

/**
 * The member's own accounts over [from, to): the balance before `from` and every posting in the range,
 * oldest first (ties in the order they were written). Scoped by the member: the account codes are
 * built from the member's id, so no other member's postings can appear. An account never posted to is
 * left out.
 */
export async function accountActivity(
  db: Db,
  userId: number,
  from: Date,
  to: Date,
): Promise<AccountActivity[]> {
  const codes = MEMBER_ACCOUNT_KINDS.map((k) => memberAccount(userId, k));
  const accounts = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.id);
  const [openings, rows] = await Promise.all([
    // The balance before `from` is today's balance less what was posted since: the postings of the
    // range and after it, not the whole history before it, so a statement costs the same for a member
    // of ten years as for one of ten weeks. One statement reads both, from one snapshot.
    db
      .select({
        accountId: ledgerAccounts.id,
        sum: sql<string>`(${ledgerAccounts.balance} - (${db
          .select({ since: sql`coalesce(sum(${postings.amount}), 0)` })
          .from(postings)
          .where(and(eq(postings.accountId, ledgerAccounts.id), gte(postings.createdAt, from)))}))::text`,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids)),
    db
      .select({
        accountId: postings.accountId,
        amount: postings.amount,
        at: postings.createdAt,
        kind: journalEntries.kind,
        description: journalEntries.description,
        key: journalEntries.idempotencyKey,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(inArray(postings.accountId, ids), gte(postings.createdAt, from), lt(postings.createdAt, to)))
      .orderBy(asc(postings.createdAt), asc(postings.entryId), asc(postings.id)),
  ]);
  const opening = new Map(openings.map((o) => [o.accountId, BigInt(o.sum)]));
  return MEMBER_ACCOUNT_KINDS.flatMap((kind) => {
    const account = accounts.find((a) => a.code === memberAccount(userId, kind));
    if (!account) return [];
    const sign = memberSign(kind);
    return [
      {
        kind,
        openingKobo: sign * (opening.get(account.id) ?? 0n),
        movements: rows
          .filter((r) => r.accountId === account.id)
          .map((r) => ({
            at: r.at,
            kind: r.kind,
            description: r.description,
            reference: paymentReferenceOf(r.key),
            amountKobo: sign * r.amount,
          })),
      },
    ];
  });
}
