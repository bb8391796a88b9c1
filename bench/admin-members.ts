/**
 * The console's member search (GET /admin/members?q=) on 100,000 members: the query as the server runs
 * it, with its prefix indexes, beside the same query with index scans turned off (a sequential scan),
 * in one run, on the embedded database (default) or PostgreSQL (TEST_DATABASE_URL=postgres://… node
 * bench/admin-members.ts --postgres). Writes bench/results/admin-members[-postgres].md with the plans.
 * Compare the ratio, not absolute times across machines.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { searchCondition, searchMembers } from '../apps/server/src/modules/admin/members/search.ts';
import { createTestApp } from '../apps/server/src/test/app.ts';

const onPostgres = process.argv.includes('--postgres');
process.env.TEST_DB_KIND = onPostgres ? 'postgres' : 'pglite';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const FIRST = ['Ada', 'Chiamaka', 'Tunde', 'Bola', 'Ngozi', 'Emeka', 'Funmi', 'Yusuf', 'Kemi', 'Ibrahim'];
const LAST = ['Okafor', 'Bakare', 'Eze', 'Adeyemi', 'Nwosu', 'Bello', 'Okonkwo', 'Lawal', 'Obi', 'Musa'];

const percentile = (xs: number[], p: number) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

const t = await createTestApp();
try {
  const db = t.database.db;
  // Names, emails, phones and pins spread like real ones: 100 name pairs, unique emails, phones and pins.
  await db.execute(sql`
    insert into users (full_name, email, phone, password_hash, tfp_pin, referral_key, created_at, updated_at)
    select (${sql.raw(`array['${FIRST.join("','")}']`)})[1 + g % 10] || ' ' ||
           (${sql.raw(`array['${LAST.join("','")}']`)})[1 + (g / 10) % 10] || ' ' || g,
           'm' || g || '.' || md5(g::text) || '@example.com',
           '23480' || lpad((g * 7919 % 100000000)::text, 8, '0'),
           'x',
           'TFP' || lpad((g * 104729 % 10000000000)::text, 10, '0'),
           lpad((g * 104729 % 10000000000)::text, 10, '0'),
           now() - (g || ' minutes')::interval, now()
    from generate_series(1::bigint, ${MEMBERS}::bigint) g`);
  // As autovacuum would have by now: the statistics, and the name-word index's pending entries merged.
  await db.execute(sql`vacuum analyze users`);
  const probe = 54_321;
  const pin = `TFP${String((probe * 104729) % 10_000_000_000).padStart(10, '0')}`;
  const phone = `23480${String((probe * 7919) % 100_000_000).padStart(8, '0')}`;
  const cases = [
    { name: 'TFP (whole pin)', q: pin },
    { name: 'email (start)', q: `m${probe}.` },
    { name: 'phone (local 0… form)', q: `0${phone.slice(3, 10)}` },
    { name: 'name (first and last)', q: 'Chiamaka Nwosu 5' },
    // A surname shared by a tenth of the members: the count reads 10,000 rows either way.
    { name: 'surname (whole word, 10%)', q: 'Okonkwo' },
  ];
  const time = async (q: string, sequential: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        if (sequential) {
          await tx.execute(sql`set local enable_indexscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
        }
        await searchMembers(tx, { q: q, page: 1 });
      });
      // The first rounds warm the caches.
      if (i >= 3) times.push(performance.now() - started);
    }
    return percentile(times, 50);
  };
  const rows: string[] = [];
  const plans: string[] = [];
  for (const c of cases) {
    const indexed = await time(c.q, false);
    const sequential = await time(c.q, true);
    rows.push(
      `| ${c.name} | \`${c.q}\` | ${indexed.toFixed(2)} | ${sequential.toFixed(2)} | ${(sequential / indexed).toFixed(1)} |`,
    );
    const plan = await db.execute(
      sql`explain (costs off) select id from users where role = 'member' and ${searchCondition(c.q)}`,
    );
    const lines = (
      (plan as { rows?: Record<string, string>[] }).rows ?? (plan as unknown as Record<string, string>[])
    ).map((r) => Object.values(r)[0]);
    plans.push(`${c.name}:\n${lines.join('\n')}`);
  }
  const kind = onPostgres ? 'PostgreSQL' : 'PGlite (embedded)';
  const out = `# GET /admin/members?q=: indexed search vs sequential scan, ${MEMBERS.toLocaleString('en')} members (${kind})

Run: \`${onPostgres ? 'TEST_DATABASE_URL=postgres://… node bench/admin-members.ts --postgres' : 'node bench/admin-members.ts'}\`
on ${new Date().toISOString().slice(0, 10)}. The page query and its count as the server runs them (searchMembers), ${ROUNDS}
rounds each, p50 in milliseconds; "sequential" is the same query with index and bitmap scans turned off.

| search | q | indexed | sequential | ratio |
|---|---|---|---|---|
${rows.join('\n')}

Plans (indexed):

\`\`\`
${plans.join('\n\n')}
\`\`\`
`;
  writeFileSync(
    resolve(import.meta.dirname, 'results', onPostgres ? 'admin-members-postgres.md' : 'admin-members.md'),
    out,
  );
  console.log(out);
} finally {
  await t.close();
}
