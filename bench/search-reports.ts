/**
 * The console's member search and members report over the seeded fund (trust_bench_full on
 * PostgreSQL: 100,000 members), beside the queries they replaced, in one run, with their plans:
 * `BENCH_DATABASE_URL=postgres://…/trust_bench_full node bench/search-reports.ts`. It only reads:
 * the database must already be seeded and migrated (npm run bench does both). Writes
 * bench/results/<date>-search-reports.md.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_MEMBERS_PER_PAGE } from '@trust/shared';
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import {
  searchCondition,
  searchMembers,
  searchOrder,
} from '../apps/server/src/modules/admin/members/search.ts';
import { memberCounts } from '../apps/server/src/modules/admin/reports/queries.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trust_bench_full';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const QUERIES = ['Chiamaka Nwosu 5', 'Okonkwo', 'bench54321.', 'TFP9'];

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const p50 = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function timeIt(rounds: number, f: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const began = performance.now();
    await f();
    if (i >= 3) times.push(performance.now() - began);
  }
  return p50(times);
}

const database = await openDatabase({ url });
const db = database.db;
const lines = (r: unknown) => rowsOf<Record<string, string>>(r).map((x) => String(Object.values(x)[0]));

// The search as it was: the page in the database's collation order beside a count of every match.
const before = (q: string) => {
  const where = sql`role = 'member' and ${searchCondition(q)}`;
  return Promise.all([
    db.execute(sql`select users.id from users left join memberships ms on ms.user_id = users.id
      and ms.status in ('pending', 'active') left join plans p on p.id = ms.plan_id
      where ${where} order by lower(users.full_name), users.id limit ${ADMIN_MEMBERS_PER_PAGE}`),
    db.execute(sql`select count(*) from users where ${where}`),
  ]);
};
const pageQuery = (q: string, order: SQL[]) => sql`select ${users.id} from ${users}
  left join memberships ms on ms.user_id = ${users.id} and ms.status in ('pending', 'active')
  left join plans p on p.id = ms.plan_id
  where ${users.role} = 'member' and ${searchCondition(q)}
  order by ${sql.join(order, sql`, `)} limit ${ADMIN_MEMBERS_PER_PAGE + 1}`;

const out: string[] = [];
try {
  const [count] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from users where role = 'member'`),
  );
  const n = count?.n ?? '0';
  out.push(
    `# Member search and members report over ${Number(n).toLocaleString('en')} members (PostgreSQL)`,
    '',
    `Run: \`node bench/search-reports.ts\` on ${new Date().toISOString().slice(0, 10)} against the seeded`,
    `\`trust_bench_full\`, ${ROUNDS} rounds each after 3 warm-ups, p50 in ms. "Before" is the query it replaced`,
    '(page in collation order beside a count of every match), run in the same process.',
    '',
    '## Operator member search (goal under 50 ms p50)',
    '',
    '| q | before p50 ms | now p50 ms |',
    '|---|---|---|',
  );
  const plans: string[] = [];
  for (const q of QUERIES) {
    const was = await timeIt(ROUNDS, () => before(q));
    const now = await timeIt(ROUNDS, () => searchMembers(db, { q: q, page: 1 }));
    out.push(`| \`${q}\` | ${was.toFixed(1)} | ${now.toFixed(1)} |`);
    const plan = lines(
      await db.execute(sql`explain (analyze, costs off, timing off) ${pageQuery(q, searchOrder(q))}`),
    );
    plans.push(`${q}:`, ...plan, '');
  }
  out.push('', 'Plans of the page query now (EXPLAIN ANALYZE):', '', '```', ...plans, '```', '');

  out.push('## Console `members` report (goal under 2 s)', '');
  const oldReport = () =>
    db.execute(sql`with m as (
      select u.id, u.status, u.member_title,
             (select p.name from memberships ms join plans p on p.id = ms.plan_id
              where ms.user_id = u.id order by ms.id desc limit 1) as plan
      from users u where u.role = 'member')
    select 'Plan' as grouping, coalesce(plan, 'No plan') as name, count(*)::text as members from m group by 2
    union all select 'Status', status::text, count(*)::text from m group by 2
    union all select 'Title', member_title, count(*)::text from m group by 2
    order by 1, 2`);
  const was = await timeIt(5, oldReport);
  const now = await timeIt(5, () => memberCounts(db));
  const same = JSON.stringify(rowsOf(await oldReport())) === JSON.stringify(await memberCounts(db));
  out.push(
    '| query | p50 ms (5 rounds) |',
    '|---|---|',
    `| before (a CTE read three times, a plan lookup per member) | ${was.toFixed(0)} |`,
    `| now (one pass, GROUPING SETS) | ${now.toFixed(0)} |`,
    '',
    `Same rows: ${same ? 'yes' : 'NO'}.`,
    '',
  );
} finally {
  await database.close();
}
const file = resolve(
  import.meta.dirname,
  'results',
  `${new Date().toISOString().slice(0, 10)}-search-reports.md`,
);
writeFileSync(file, `${out.join('\n')}\n`);
console.log(out.join('\n'));
