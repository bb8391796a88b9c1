/**
 * POST /transactions latency for a member with 10,000 ledger postings beside one with 10, in one run,
 * on the embedded database (default) or PostgreSQL (TEST_DATABASE_URL=postgres://… node bench/transactions.ts
 * --postgres). Records the EXPLAIN plan of the page and count queries and writes
 * bench/results/transactions.md. Compare the ratio, not absolute times across machines.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../apps/server/src/test/app.ts';
import { createMember } from '../apps/server/src/test/members.ts';

const onPostgres = process.argv.includes('--postgres');
process.env.TEST_DB_KIND = onPostgres ? 'postgres' : 'pglite';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

/** Bulk history straight into the ledger tables (balanced entries, balances kept), far faster than 10,000 post() calls. */
async function seedHistory(t: TestApp, userId: number, n: number) {
  const db = t.database.db;
  const start = '2024-01-01T09:00:00Z';
  await db.execute(sql`
    insert into ledger_accounts (code, type, member_id, balance, created_at)
    values (${`member:${userId}:contributions`}, 'liability', ${userId}, 0, ${start}),
           ('asset:provider-clearing', 'asset', null, 0, ${start})
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into journal_entries (idempotency_key, kind, member_id, description, fingerprint, created_at)
    select 'bench:' || ${userId} || ':' || g, 'contribution', ${userId}, 'Weekly contribution', 'bench',
           ${start}::timestamptz + (g || ' hours')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into postings (entry_id, account_id, amount, created_at)
    select e.id, a.id, case when a.code like 'member:%' then -100000 else 100000 end, e.created_at
    from journal_entries e
    cross join ledger_accounts a
    where e.member_id = ${userId} and e.idempotency_key like 'bench:%'
      and a.code in (${`member:${userId}:contributions`}, 'asset:provider-clearing')`);
  await db.execute(sql`
    update ledger_accounts a set balance = coalesce((select sum(p.amount) from postings p where p.account_id = a.id), 0),
      posting_count = (select count(*) from postings p where p.account_id = a.id)`);
  await db.execute(sql`analyze`);
}

const percentile = (xs: number[], p: number) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function measure(t: TestApp, headers: Record<string, string>, body: Record<string, unknown>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/transactions', headers, payload: body });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`transactions answered ${res.statusCode}: ${res.body}`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function explain(t: TestApp, userId: number): Promise<string> {
  const rows = await t.database.db.execute(sql`
    explain (analyze, costs off, timing off, summary off)
    select p.entry_id, e.kind, p.amount, p.created_at
    from postings p join journal_entries e on e.id = p.entry_id
    where p.account_id = (select id from ledger_accounts where code = ${`member:${userId}:contributions`})
      and p.created_at >= '2024-06-01' and p.created_at < '2024-07-01'
    order by p.created_at desc, p.entry_id desc limit 10 offset 20`);
  // A whole history's total is the account's stored posting count; only a date range is counted.
  const count = await t.database.db.execute(sql`
    explain (analyze, costs off, timing off, summary off)
    select count(*) from postings p
    where p.account_id = (select id from ledger_accounts where code = ${`member:${userId}:contributions`})
      and p.created_at >= '2024-06-01' and p.created_at < '2024-07-01'`);
  const lines = (r: unknown) =>
    ((r as { rows: Record<string, string>[] }).rows ?? (r as Record<string, string>[])).map(
      (x) => Object.values(x)[0],
    );
  return [...lines(rows), '', ...lines(count)].join('\n');
}

const t = await createTestApp();
try {
  const big = await createMember(t, { plan: 'SILVER' });
  const small = await createMember(t, { plan: 'SILVER' });
  // Other members' history around them, so the member's rows are a small part of the table, as in production.
  for (let i = 0; i < 20; i++) {
    const other = await createMember(t, { plan: 'SILVER' });
    await seedHistory(t, other.userId, 5_000);
  }
  await seedHistory(t, big.userId, 10_000);
  await seedHistory(t, small.userId, 10);
  const cases = [
    { name: 'first page', body: { trans_type: 'contribution', offset: 1, count: 10 } },
    {
      name: 'page 50 (10,000) / page 1 (10)',
      body: { trans_type: 'contribution', offset: 50, count: 10 },
      smallOffset: 1,
    },
    {
      name: 'date filter (one month)',
      body: { trans_type: 'contribution', trans_from_date: '01/01/2024', trans_to_date: '01/31/2024' },
    },
  ];
  const rows: string[] = [];
  for (const c of cases) {
    await measure(t, big.headers, c.body); // warm up
    const b = await measure(t, big.headers, c.body);
    const s = await measure(t, small.headers, { ...c.body, offset: c.smallOffset ?? c.body.offset ?? 1 });
    rows.push(
      `| ${c.name} | ${b.p50.toFixed(2)} / ${b.p95.toFixed(2)} | ${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} | ${(b.p50 / s.p50).toFixed(2)} |`,
    );
  }
  const plan = await explain(t, big.userId);
  const kind = onPostgres ? 'PostgreSQL' : 'PGlite (embedded)';
  const out = `# POST /transactions: 10,000 postings vs 10 (${kind})

Run: \`${onPostgres ? 'TEST_DATABASE_URL=postgres://… node bench/transactions.ts --postgres' : 'node bench/transactions.ts'}\`
on ${new Date().toISOString().slice(0, 10)}, beside 20 other members with 5,000 postings each, ${ROUNDS} calls per case through the whole app (routing, session check,
validation, SQL, serialisation), one process. Milliseconds, p50 / p95.

| case | member with 10,000 | member with 10 | p50 ratio |
|---|---|---|---|
${rows.join('\n')}

Plan of the page query and of the count of a date range (member with 10,000 postings; the total of a\nwhole history is the account's stored posting count, one row read):

\`\`\`
${plan}
\`\`\`
`;
  const file = resolve(
    import.meta.dirname,
    'results',
    onPostgres ? 'transactions-postgres.md' : 'transactions.md',
  );
  writeFileSync(file, out);
  console.log(out);
} finally {
  await t.close();
}
