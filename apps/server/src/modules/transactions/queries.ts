import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { type MemberAccountKind, memberAccount } from '../../ledger/index.ts';
import type { HistoryRow } from './history-row.ts';
import { type LentRow, lentJson } from './lending-details.ts';

export interface HistoryFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
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

export type { HistoryRow };

const SIGN: Record<MemberAccountKind, bigint> = {
  // liabilities of the fund: a credit (negative) is money the member gains
  contributions: -1n,
  earnings: -1n,
  // assets of the fund: a debit (positive) is more the member owes
  loan: 1n,
  pop: 1n,
  etc: 1n,
};

const code = sql.placeholder('code');
const userId = sql`${sql.placeholder('userId')}::int`;
const tab = sql`${sql.placeholder('tab')}::text`;
// The range's ends as timestamps, or null for an open end (then the whole history on that side).
const from = sql`${sql.placeholder('from')}::timestamptz`;
const to = sql`${sql.placeholder('to')}::timestamptz`;
const inRange = (alias: string) =>
  sql`${sql.raw(alias)}.created_at >= coalesce(${from}, '-infinity') and ${sql.raw(alias)}.created_at < coalesce(${to}, 'infinity')`;

type PageRow = {
  entryId: number;
  kind: string;
  description: string;
  key: string;
  amount: string;
  at: string;
};

/**
 * One page, the total and, on the lending tabs, what was lent (lending-details.ts) in one statement, prepared once per direction (an order cannot be a
 * placeholder). The total of a whole history is the account's stored posting count, so a member with
 * ten thousand records pays no more for it than one with ten; only a date range is counted, within it.
 * The page is one range of postings_account_history_idx (account_id, created_at, entry_id).
 */
function historyPage(order: 'asc' | 'desc') {
  const dir = sql.raw(order);
  return preparedQuery((db) =>
    db
      .select({
        total: sql<number>`case when ${from} is null and ${to} is null then ledger_accounts.posting_count
          else (select count(*)::int from postings c where c.account_id = ledger_accounts.id and ${inRange('c')}) end`,
        // Epoch milliseconds: a JSON timestamp's text would depend on the session's time zone.
        rows: sql<PageRow[] | null>`(select json_agg(json_build_object('entryId', r.entry_id, 'kind', r.kind,
            'description', r.description, 'key', r.idempotency_key, 'amount', r.amount::text,
            'at', floor(extract(epoch from r.created_at) * 1000)::bigint::text)
            order by r.created_at ${dir}, r.entry_id ${dir})
          from (select p.entry_id, p.amount, p.created_at, e.kind, e.description, e.idempotency_key
            from postings p join journal_entries e on e.id = p.entry_id
            where p.account_id = ledger_accounts.id and ${inRange('p')}
            order by p.created_at ${dir}, p.entry_id ${dir}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) r)`,
        lent: lentJson(userId, tab),
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, code))
      .limit(1)
      .prepare(`member_history_${order}`),
  );
}

const PAGES = { asc: historyPage('asc'), desc: historyPage('desc') };

/**
 * One page of the postings on one of the member's own accounts (always scoped by the member id:
 * the account code is built from it), newest first unless asked otherwise, with the total count.
 * One round trip beside the session's.
 */
export async function memberHistory(
  db: Db,
  userId: number,
  kind: MemberAccountKind,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number; lent: LentRow[] }> {
  const [found] = await PAGES[filter.order ?? 'desc'](db).execute({
    code: memberAccount(userId, kind),
    userId,
    tab: kind,
    from: filter.from?.toISOString() ?? null,
    to: filter.to?.toISOString() ?? null,
    limit: page.limit,
    offset: page.offset,
  });
  if (!found) return { rows: [], total: 0, lent: [] };
  return {
    rows: (found.rows ?? []).map((r) => ({
      entryId: r.entryId,
      kind: r.kind,
      description: r.description,
      reference: paymentReferenceOf(r.key),
      amountKobo: SIGN[kind] * BigInt(r.amount),
      createdAt: new Date(Number(r.at)),
    })),
    total: Number(found.total),
    lent: found.lent ?? [],
  };
}
