import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { isDebitReference } from '../modules/cycle/index.ts';

/**
 * What must hold at the end of a simulated year, faults or not: nothing left half done, the provider's
 * money and our records agreeing reference by reference (a declined week paid late by Save More is
 * the payment's, not the debit's), and a digest of every member's outcome (their
 * weeks, payments, balances and status, no timestamps), which a run with faults must share with the
 * same seed's run without them.
 */
export interface EndChecks {
  /** Debits still `charging` and payments still `pending`: nothing may be left in between. */
  unsettled: number;
  /** Debits the provider took that are not recorded as paid, and paid debits it never took. */
  takenNotRecorded: string[];
  recordedNotTaken: string[];
  /** Paid debits and Save More payments without exactly one ledger entry under their reference. */
  withoutOneEntry: number;
  digest: string;
}

export async function endChecks(db: Db, taken: Set<string>): Promise<EndChecks> {
  const [open] = await rowsOf<{ n: string }>(
    db,
    sql`select ((select count(*) from contribution_weeks where status = 'charging')
              + (select count(*) from payments where status = 'pending'))::text as n`,
  );
  const paid = await rowsOf<{ reference: string }>(
    db,
    sql`select reference from contribution_weeks where status = 'paid' and source = 'card' and paid_with is null`,
  );
  const recorded = new Set(paid.map((r) => r.reference));
  const debitsTaken = [...taken].filter(isDebitReference);
  const [entries] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from (
          select r.reference from (
            select reference from contribution_weeks where status = 'paid' and source = 'card' and paid_with is null
            union all select reference from payments where status = 'success'
          ) r left join journal_entries e on e.idempotency_key = r.reference
          group by r.reference having count(e.id) <> 1) bad`,
  );
  const [state] = await rowsOf<{
    weeks: string | null;
    pays: string | null;
    balances: string | null;
    members: string | null;
  }>(
    db,
    sql`select
          (select string_agg(concat_ws(',', user_id, cycle_number, week, status, source, amount_kobo, failure_reason), ';'
                             order by user_id, cycle_number, week) from contribution_weeks) as weeks,
          (select string_agg(concat_ws(',', user_id, purpose, status, amount_kobo), ';'
                             order by user_id, purpose, amount_kobo, status) from payments) as pays,
          (select string_agg(concat_ws(',', code, balance), ';' order by code) from ledger_accounts) as balances,
          (select string_agg(concat_ws(',', id, status, member_title), ';' order by id) from users) as members`,
  );
  return {
    unsettled: Number(open?.n ?? 0),
    takenNotRecorded: debitsTaken.filter((r) => !recorded.has(r)),
    recordedNotTaken: [...recorded].filter((r) => !taken.has(r)),
    withoutOneEntry: Number(entries?.n ?? 0),
    digest: createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16),
  };
}

export const checksPass = (c: EndChecks) =>
  c.unsettled === 0 &&
  c.takenNotRecorded.length === 0 &&
  c.recordedNotTaken.length === 0 &&
  c.withoutOneEntry === 0;
