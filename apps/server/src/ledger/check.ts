import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

interface LedgerCheck {
  name: string;
  ok: boolean;
  /** What is wrong, one line per offending entry or account (at most 20). */
  problems: string[];
}

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; entries: number; postings: number };
  checks: LedgerCheck[];
}

const LIMIT = 20;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Verifies the ledger's invariants over the whole database (DESIGN section 4): the trial balance is
 * zero, every entry balances and has lines, every account's materialised balance equals the sum of
 * its postings and its posting count their number, idempotency keys are unique, and no member
 * account is below zero. Read-only.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const [counts] = await rows<{ accounts: string; entries: string; postings: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from journal_entries) as entries,
               (select count(*) from postings) as postings`,
  );
  const [trial] = await rows<{ total: string | null }>(
    db,
    sql`select sum(amount)::text as total from postings`,
  );
  const total = BigInt(trial?.total ?? 0);

  const unbalanced = await rows<{ id: number; key: string; total: string | null; lines: string }>(
    db,
    sql`select e.id, e.idempotency_key as key, sum(p.amount)::text as total, count(p.id)::text as lines
        from journal_entries e left join postings p on p.entry_id = e.id
        group by e.id, e.idempotency_key
        having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2
        order by e.id limit ${LIMIT}`,
  );
  const drifted = await rows<{ code: string; stored: string; summed: string }>(
    db,
    sql`select a.code, a.balance::text as stored, coalesce(sum(p.amount), 0)::text as summed
        from ledger_accounts a left join postings p on p.account_id = a.id
        group by a.id, a.code, a.balance
        having a.balance <> coalesce(sum(p.amount), 0)
        order by a.code limit ${LIMIT}`,
  );
  const miscounted = await rows<{ code: string; stored: number; counted: string }>(
    db,
    sql`select a.code, a.posting_count as stored, count(p.id)::text as counted
        from ledger_accounts a left join postings p on p.account_id = a.id
        group by a.id, a.code, a.posting_count
        having a.posting_count <> count(p.id)
        order by a.code limit ${LIMIT}`,
  );
  const duplicates = await rows<{ key: string; n: string }>(
    db,
    sql`select idempotency_key as key, count(*)::text as n from journal_entries
        group by idempotency_key having count(*) > 1 order by idempotency_key limit ${LIMIT}`,
  );
  // Member contributions and earnings are liabilities (normal side credit: balance <= 0 when sound);
  // loan, pop and etc are assets (normal side debit: balance >= 0).
  const belowFloor = await rows<{ code: string; summed: string }>(
    db,
    sql`select a.code, coalesce(sum(p.amount), 0)::text as summed
        from ledger_accounts a left join postings p on p.account_id = a.id
        where a.code like 'member:%'
        group by a.id, a.code, a.type
        having (a.type = 'liability' and coalesce(sum(p.amount), 0) > 0)
            or (a.type = 'asset' and coalesce(sum(p.amount), 0) < 0)
        order by a.code limit ${LIMIT}`,
  );

  const checks: LedgerCheck[] = [
    {
      name: 'Trial balance is zero (all postings sum to 0)',
      ok: total === 0n,
      problems: total === 0n ? [] : [`postings sum to ${total} kobo`],
    },
    {
      name: 'Every journal entry balances and has at least two lines',
      ok: unbalanced.length === 0,
      problems: unbalanced.map(
        (r) => `entry ${r.id} (${r.key}): ${r.lines} line(s) summing to ${r.total ?? '0'} kobo`,
      ),
    },
    {
      name: "Every account's stored balance equals the sum of its postings",
      ok: drifted.length === 0,
      problems: drifted.map((r) => `${r.code}: stored ${r.stored}, postings sum to ${r.summed}`),
    },
    {
      name: "Every account's stored posting count equals its number of postings",
      ok: miscounted.length === 0,
      problems: miscounted.map((r) => `${r.code}: stored ${r.stored}, ${r.counted} postings`),
    },
    {
      name: 'Idempotency keys are unique',
      ok: duplicates.length === 0,
      problems: duplicates.map((r) => `key ${r.key} used by ${r.n} entries`),
    },
    {
      name: 'No member balance is below zero',
      ok: belowFloor.length === 0,
      problems: belowFloor.map((r) => `${r.code}: postings sum to ${r.summed} kobo`),
    },
  ];
  return {
    ok: checks.every((c) => c.ok),
    counts: {
      accounts: Number(counts?.accounts ?? 0),
      entries: Number(counts?.entries ?? 0),
      postings: Number(counts?.postings ?? 0),
    },
    checks,
  };
}
