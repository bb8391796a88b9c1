import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { etcCities, loans, popEtcApplications } from '../../db/schema/index.ts';
import type { HistoryRow } from './queries.ts';

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

/** The application an entry's key names (`pop-disbursal:<id>`, `loan:<id>:disbursal`), if any. */
function namedId(kind: 'loan' | 'pop' | 'etc', reference: string): number | null {
  const m = (kind === 'loan' ? /^loan:(\d+):/ : new RegExp(`^${kind}-disbursal:(\\d+)$`)).exec(reference);
  return m ? Number(m[1]) : null;
}

/**
 * The page's rows matched to the member's POP/ETC applications or loans, in one query for the page
 * (no query per row). A disbursal names its application in its key; a repayment (keyed by its payment
 * reference) belongs to the one that was lent most recently before it: a member has at most one open
 * application of a kind at a time, so that is the one being repaid.
 */
export async function lendingDetails(
  db: Db,
  userId: number,
  kind: 'loan' | 'pop' | 'etc',
  rows: HistoryRow[],
): Promise<Map<number, LendingDetail>> {
  const out = new Map<number, LendingDetail>();
  if (rows.length === 0) return out;
  const lent =
    kind === 'loan'
      ? (
          await db
            .select({ id: loans.id, at: loans.disbursedAt })
            .from(loans)
            .where(and(eq(loans.userId, userId), isNotNull(loans.disbursedAt)))
            .orderBy(desc(loans.disbursedAt))
        ).map((l) => ({ ...l, detail: { ...NONE, loanId: l.id } }))
      : await applications(db, userId, kind);
  for (const r of rows) {
    const id = namedId(kind, r.reference);
    const match =
      (id !== null ? lent.find((a) => a.id === id) : undefined) ??
      lent.find((a) => a.at !== null && a.at <= r.createdAt);
    out.set(r.entryId, match?.detail ?? NONE);
  }
  return out;
}

const fromCity = alias(etcCities, 'from_city');
const toCity = alias(etcCities, 'to_city');
const place = (c: { name: string; country: string } | null) =>
  c ? (c.country === 'Nigeria' ? c.name : `${c.name}, ${c.country}`) : null;

/** The member's disbursed POP or ETC applications, newest first, with the trip's cities. */
async function applications(db: Db, userId: number, kind: 'pop' | 'etc') {
  const apps = await db
    .select({ app: popEtcApplications, from: fromCity, to: toCity })
    .from(popEtcApplications)
    .leftJoin(fromCity, eq(fromCity.id, popEtcApplications.fromCityId))
    .leftJoin(toCity, eq(toCity.id, popEtcApplications.toCityId))
    .where(
      and(
        eq(popEtcApplications.userId, userId),
        eq(popEtcApplications.kind, kind),
        isNotNull(popEtcApplications.disbursedAt),
      ),
    )
    .orderBy(desc(popEtcApplications.disbursedAt));
  return apps.map(({ app, from, to }) => ({
    id: app.id,
    at: app.disbursedAt,
    detail: {
      ...NONE,
      popItemName: app.itemName,
      etcFrom: place(from),
      etcTo: place(to),
      etcType: app.coverType,
      etcReturnDate: app.coverType === 'Round Trip' ? app.returnDate : null,
    },
  }));
}
