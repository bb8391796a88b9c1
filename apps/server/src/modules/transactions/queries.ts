import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { type MemberAccountKind, memberAccount } from '../../ledger/index.ts';

export interface HistoryFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  kinds?: string[];
  order?: 'asc' | 'desc';
}

/**
 * The reference a member quotes to support for a ledger entry: the payment's own reference where the
 * entry came from a payment (its idempotency key is payment:<ref>:<part> or referral:<ref>:<level>),
 * otherwise the key itself (a weekly debit's or a transfer's reference). Never a database id, which
 * means nothing outside this server.
 */
export function paymentReferenceOf(idempotencyKey: string): string {
  const m = /^(?:payment|referral):(.+):[^:]+$/.exec(idempotencyKey);
  return m?.[1] ?? idempotencyKey;
}

export interface HistoryRow {
  entryId: number;
  kind: string;
  description: string;
  /** The payment reference a member can quote to support (paymentReferenceOf). */
  reference: string;
  /** Seen from the member: positive adds to the balance (a contribution, an earning, a loan taken). */
  amountKobo: bigint;
  createdAt: Date;
}

/** The ledger account id of a member's account, or null when nothing was ever posted to it. */
async function accountId(db: Db, userId: number, kind: MemberAccountKind): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, type: ledgerAccounts.type })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, memberAccount(userId, kind)))
    .limit(1);
  return row?.id ?? null;
}

const SIGN: Record<MemberAccountKind, bigint> = {
  // liabilities of the fund: a credit (negative) is money the member gains
  contributions: -1n,
  earnings: -1n,
  // assets of the fund: a debit (positive) is more the member owes
  loan: 1n,
  pop: 1n,
  etc: 1n,
};

function where(id: number, f: HistoryFilter): SQL | undefined {
  return and(
    eq(postings.accountId, id),
    f.from ? gte(postings.createdAt, f.from) : undefined,
    f.to ? lt(postings.createdAt, f.to) : undefined,
    f.kinds ? inArray(journalEntries.kind, f.kinds) : undefined,
  );
}

/**
 * One page of the postings on one of the member's own accounts (always scoped by the member id:
 * the account code is built from it), newest first unless asked otherwise, with the total count.
 * Backed by postings_account_history_idx (account_id, created_at, entry_id).
 */
export async function memberHistory(
  db: Db,
  userId: number,
  kind: MemberAccountKind,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const id = await accountId(db, userId, kind);
  if (id == null) return { rows: [], total: 0 };
  const order = filter.order === 'asc' ? asc : desc;
  const base = db
    .select({
      entryId: postings.entryId,
      kind: journalEntries.kind,
      description: journalEntries.description,
      idempotencyKey: journalEntries.idempotencyKey,
      amount: postings.amount,
      createdAt: postings.createdAt,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where(id, filter))
    .orderBy(order(postings.createdAt), order(postings.entryId))
    .limit(page.limit)
    .offset(page.offset);
  const totalQuery = filter.kinds
    ? db
        .select({ n: count() })
        .from(postings)
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where(id, filter))
    : db.select({ n: count() }).from(postings).where(where(id, filter));
  const [rows, [total]] = await Promise.all([base, totalQuery]);
  return {
    rows: rows.map((r) => ({
      entryId: r.entryId,
      kind: r.kind,
      description: r.description,
      reference: paymentReferenceOf(r.idempotencyKey),
      amountKobo: SIGN[kind] * r.amount,
      createdAt: r.createdAt,
    })),
    total: total?.n ?? 0,
  };
}
