import { type SQL, sql } from 'drizzle-orm';
import type { HistoryRow } from './history-row.ts';
/** What a POP, ETC or loan row of /transactions adds to the ledger's entry. */
export interface LendingDetail {
  popItemName: string | null;
  etcFrom: string | null;
  etcTo: string | null;
  etcType: string | null;
  /** The return day (YYYY-MM-DD) of a round trip; null for a one-way trip. */
  etcReturnDate: string | null;
  /** The loan the row belongs to (the /viewloan link carries it). */
  loanId: number | null;
}

const NONE: LendingDetail = {
  popItemName: null,
  etcFrom: null,
  etcTo: null,
  etcType: null,
  etcReturnDate: null,
  loanId: null,
};

/** A disbursed loan or POP/ETC application as the page statement reads it (lentJson). */
export interface LentRow {
  id: number;
  /** When it was disbursed, in epoch milliseconds (a JSON timestamp's text would depend on the session's zone). */
  at: string;
  item: string | null;
  cover: string | null;
  /** YYYY-MM-DD */
  ret: string | null;
  fromName: string | null;
  fromCountry: string | null;
  toName: string | null;
  toCountry: string | null;
}

/**
 * A scalar subquery of the transactions page's statement: on the loan tab the member's disbursed
 * loans, on the POP and ETC tabs their disbursed applications of that kind with the trip's cities,
 * newest first; null on the other tabs, where neither branch reads a row. `tab` is the member account
 * kind the page lists. Read with the page, the lending tabs cost no round trip more than the others.
 */
export function lentJson(userId: SQL, tab: SQL): SQL<LentRow[] | null> {
  return sql<LentRow[] | null>`(select json_agg(json_build_object('id', l.id,
        'at', floor(extract(epoch from l.d) * 1000)::bigint::text, 'item', l.item, 'cover', l.cover,
        'ret', l.ret, 'fromName', l.from_name, 'fromCountry', l.from_country,
        'toName', l.to_name, 'toCountry', l.to_country) order by l.d desc)
      from (select lo.id, lo.disbursed_at as d, null::text as item, null::text as cover, null::text as ret,
              null::text as from_name, null::text as from_country, null::text as to_name, null::text as to_country
            from loans lo
            where ${tab} = 'loan' and lo.user_id = ${userId} and lo.disbursed_at is not null
          union all
            select a.id, a.disbursed_at, a.item_name, a.cover_type, a.return_date::text,
              f.name, f.country, t.name, t.country
            from pop_etc_applications a
            left join etc_cities f on f.id = a.from_city_id
            left join etc_cities t on t.id = a.to_city_id
            where ${tab} in ('pop', 'etc') and a.kind = ${tab} and a.user_id = ${userId}
              and a.disbursed_at is not null) l)`;
}

/**
 * The application an entry's key names (`pop-disbursal:<id>`, `loan:<id>:disbursal`, and `:2`… for a
 * disbursal again after a payout the bank returned), if any.
 */
function namedId(kind: 'loan' | 'pop' | 'etc', reference: string): number | null {
  const m = (kind === 'loan' ? /^loan:(\d+):/ : new RegExp(`^${kind}-disbursal:(\\d+)(?::\\d+)?$`)).exec(
    reference,
  );
  return m ? Number(m[1]) : null;
}

const place = (name: string | null, country: string | null) =>
  name === null ? null : country === 'Nigeria' ? name : `${name}, ${country}`;

/** What a lent row adds to the page's rows of its tab. */
function detailOf(kind: 'loan' | 'pop' | 'etc', l: LentRow): LendingDetail {
  if (kind === 'loan') return { ...NONE, loanId: l.id };
  return {
    ...NONE,
    popItemName: l.item,
    etcFrom: place(l.fromName, l.fromCountry),
    etcTo: place(l.toName, l.toCountry),
    etcType: l.cover,
    etcReturnDate: l.cover === 'Round Trip' ? l.ret : null,
  };
}

/**
 * The page's rows matched to the member's POP/ETC applications or loans (read with the page, no query
 * per row). A disbursal names its application in its key; a repayment (keyed by its payment
 * reference) belongs to the one that was lent most recently before it: a member has at most one open
 * application of a kind at a time, so that is the one being repaid.
 */
export function lendingDetails(
  kind: 'loan' | 'pop' | 'etc',
  rows: HistoryRow[],
  lentRows: LentRow[],
): Map<number, LendingDetail> {
  const lent = lentRows.map((l) => ({ id: l.id, at: new Date(Number(l.at)), detail: detailOf(kind, l) }));
  const out = new Map<number, LendingDetail>();
  for (const r of rows) {
    const id = namedId(kind, r.reference);
    const match =
      (id !== null ? lent.find((a) => a.id === id) : undefined) ?? lent.find((a) => a.at <= r.createdAt);
    out.set(r.entryId, match?.detail ?? NONE);
  }
  return out;
}
