/**
 * The console's portfolio and finance reports on 100,000 members with a year of history, filled
 * through SQL (`insert … select generate_series`, no rows over the wire): members in every state,
 * plan, status and title; an active membership each, started over the last 12 months; every weekly
 * contribution period since (about 1 in 10 missed); the ledger's entries (fees, contributions a month
 * at a time, loans, POP and ETC, repayments, referral earnings) with balances summed from the
 * postings. Then every report is built as GET /admin/reports/:name builds it, with its default dates
 * and, for the as-at and period reports, six months back; each timed over a few rounds. The balance
 * sheet must balance on every date. PostgreSQL: TEST_DATABASE_URL=postgres://… node
 * bench/portfolio-reports.ts --postgres; the embedded database otherwise (BENCH_MEMBERS to size it).
 * Writes bench/results/portfolio-reports[-postgres].md.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { NIGERIAN_STATES, REPORT_NAMES, type ReportName } from '@trust/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addDays, lagosDay } from '../apps/server/src/lagos-day.ts';
import { buildReport, REPORTS } from '../apps/server/src/modules/admin/reports/service.ts';
import { createPostgresTestDatabase, createTestDatabase } from '../apps/server/src/test/database.ts';
import { ensurePlans } from '../apps/server/src/test/members.ts';

const onPostgres = process.argv.includes('--postgres');
process.env.TEST_DB_KIND = onPostgres ? 'postgres' : 'pglite';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const count = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, table: string) => {
  const r = (await db.execute(sql.raw(`select count(*)::text as n from ${table}`))) as {
    rows: { n: string }[];
  };
  return Number(r.rows[0]?.n ?? 0).toLocaleString('en');
};

/**
 * PostgreSQL: the fill through connections without the app's statement timeout (one statement runs
 * for minutes), the reports through the app's own settings (a 15 s statement timeout).
 */
async function databases() {
  const reuse = process.env.BENCH_DB_URL;
  if (reuse) {
    const read = await openDatabase({ url: reuse });
    return { fill: read, read, reused: true, close: () => read.close() };
  }
  if (!onPostgres) {
    const d = await createTestDatabase();
    return { fill: d, read: d, reused: false, close: () => d.close() };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const fill = await openDatabase({ url, statementTimeoutMs: 3_600_000 });
  const read = await openDatabase({ url });
  return {
    fill,
    read,
    reused: false,
    close: async () => {
      await fill.close();
      await read.close();
      // BENCH_KEEP=1 keeps the filled database, to time the reports again later (BENCH_DB_URL=…).
      if (process.env.BENCH_KEEP) console.log(`kept: BENCH_DB_URL=${url}`);
      else await drop();
    },
  };
}

const dbs = await databases();
const lines: string[] = [];
try {
  const db = dbs.fill.db;
  const step = async (what: string, q: ReturnType<typeof sql>) => {
    const began = performance.now();
    await db.execute(q);
    console.log(`${what}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  const fillStarted = performance.now();
  // BENCH_DB_URL: a database filled by an earlier run (BENCH_KEEP=1), timed again.
  if (!dbs.reused) {
    await ensurePlans(db);
    await step(
      'members',
      sql`insert into users (full_name, email, phone, password_hash, tfp_pin, referral_key, status, member_title,
                            address, registration_complete, created_at, updated_at)
          select 'Member ' || g, 'pr' || g || '@example.com', '23481' || lpad(g::text, 8, '0'), 'x',
                 'TFP8' || lpad(g::text, 9, '0'), '8' || lpad(g::text, 9, '0'),
                 case when g % 50 = 0 then 3 when g % 97 = 0 then 5 else 1 end,
                 (array['Ordinary','Qualified','Bonafide','Matured'])[1 + g % 4],
                 case when g % 9 = 0 then null
                      else g || ' Market Road, Town, ' || (${sql.raw(`array['${NIGERIAN_STATES.join("','")}']`)})[1 + g % ${sql.raw(String(NIGERIAN_STATES.length))}] || ' State' end,
                 true, now() - interval '400 days', now()
          from generate_series(1, ${MEMBERS}) g`,
    );
    await step(
      'memberships',
      sql`insert into memberships (user_id, plan_id, status, payment_method, membership_fee_kobo, contribution_kobo,
                                  frequency, duration_months, cycle_number, started_at, cycle_ends_at, cashout_from,
                                  cashout_to, created_at, updated_at)
          select u.id, p.id, 'active', 'card', p.membership_fee_kobo,
                 case when p.name = 'FLEXI' then 200000 else p.weekly_saving_kobo end,
                 'Weekly', 12, 1, s.started, s.started + interval '12 months', s.started + interval '12 months' - interval '7 days',
                 s.started + interval '12 months', s.started, s.started
          from users u
          cross join lateral (select date_trunc('hour', now()) - ((1 + u.id % 364) || ' days')::interval as started) s
          join plans p on p.name = (array['SILVER','GOLD','PLATINUM','FLEXI'])[1 + u.id % 4]
          where u.email like 'pr%'`,
    );
    await step(
      'contribution periods',
      sql`insert into contribution_weeks (user_id, membership_id, cycle_number, week, due_at, amount_kobo, status,
                                         source, reference, attempted_at, settled_at)
          select ms.user_id, ms.id, 1, w, ms.started_at + ((w - 1) * 7 || ' days')::interval, ms.contribution_kobo,
                 case when (ms.user_id * 31 + w * 17) % 10 = 0 and w > 1 then 'missed' else 'paid' end,
                 case when (ms.user_id * 31 + w * 17) % 10 = 0 and w > 1 then 'none' when w = 1 then 'activation'
                      when ms.user_id % 5 = 0 then 'transfer' else 'card' end,
                 'B-' || ms.user_id || '-' || w, now(), now()
          from memberships ms
          cross join generate_series(1, 1 + (extract(epoch from now() - ms.started_at) / 604800)::int) w
          where ms.started_at + ((w - 1) * 7 || ' days')::interval <= now()`,
    );
    await step(
      'accounts',
      sql`insert into ledger_accounts (code, type, member_id, balance, created_at)
          select 'member:' || id || ':' || k.kind, k.type, id, 0, now() - interval '400 days'
          from users u cross join (values ('contributions', 'liability'), ('earnings', 'liability'), ('loan', 'asset'),
                                          ('pop', 'asset'), ('etc', 'asset')) k(kind, type)
          where u.email like 'pr%'
          union all
          select code, split_part(code, ':', 1), null, 0, now() - interval '400 days'
          from unnest(array['asset:bank','asset:provider-clearing','liability:payouts-due','income:membership-fees',
                            'expense:referral-earnings','expense:trust-bonus','equity:fund']) code
          on conflict (code) do nothing`,
    );
    // Every movement as one entry of two lines: [key, kind, member, debit account, credit account, amount, at].
    await step(
      'movements',
      sql`create temporary table moves as
          -- the contributions, a month (4 periods) at a time
          select 'BC-' || user_id || '-' || (week - 1) / 4 as key, 'contribution' as kind, user_id as member,
                 'asset:provider-clearing' as dr, 'member:' || user_id || ':contributions' as cr,
                 sum(amount_kobo) as amount, max(due_at) as at
          from contribution_weeks where status = 'paid' group by user_id, (week - 1) / 4
          union all
          -- the membership fee, from the first contributions, a week after the start
          select 'BF-' || ms.user_id, 'membership-fee', ms.user_id, 'member:' || ms.user_id || ':contributions',
                 'income:membership-fees', ms.membership_fee_kobo, ms.started_at + interval '7 days'
          from memberships ms where ms.membership_fee_kobo > 0 and ms.started_at + interval '7 days' < now()
            and ms.contribution_kobo * 4 >= ms.membership_fee_kobo
          union all
          -- a loan for 1 member in 10: N50,000, due 90 days after its disbursal
          select 'BL-' || u.id, 'loan', u.id, 'member:' || u.id || ':loan', 'liability:payouts-due', 5000000,
                 now() - ((u.id % 200) || ' days')::interval
          from users u where u.email like 'pr%' and u.id % 10 = 0
          union all
          -- half repaid for 1 in 3 of them
          select 'BR-' || u.id, 'repayment', u.id, 'asset:provider-clearing', 'member:' || u.id || ':loan', 2500000,
                 now() - ((u.id % 200) || ' days')::interval + interval '30 days'
          from users u where u.email like 'pr%' and u.id % 30 = 0 and u.id % 200 > 30
          union all
          -- a POP in use for 1 in 20
          select 'BP-' || u.id, 'pop', u.id, 'member:' || u.id || ':pop', 'liability:payouts-due', 2000000,
                 now() - ((u.id % 150) || ' days')::interval
          from users u where u.email like 'pr%' and u.id % 20 = 0
          union all
          -- a referral earning for 1 in 7
          select 'BE-' || u.id, 'referral-earning', u.id, 'expense:referral-earnings', 'member:' || u.id || ':earnings',
                 15000, now() - ((u.id % 300) || ' days')::interval
          from users u where u.email like 'pr%' and u.id % 7 = 0`,
    );
    await step(
      'loans, POP and ETC',
      sql`insert into loans (user_id, amount_kobo, repayment_date, state, created_at, submitted_at, disbursed_at)
          select member, 5000000, to_char(at + interval '90 days', 'YYYY-MM-DD'), 'disbursed', at, at, at
          from moves where kind = 'loan'`,
    );
    await step(
      'POP and ETC applications',
      sql`insert into pop_etc_applications (user_id, kind, status, amount_kobo, reason, repayment_date, created_at, disbursed_at)
          select member, 'pop', 2, 2000000, 'Stock for the shop', (at + interval '60 days')::date, at - interval '2 days', at
          from moves where kind = 'pop'
          union all
          select u.id, 'etc', 1, 5000000, 'Travel to a funeral', (now() + interval '60 days')::date, now() - ((u.id % 5) || ' days')::interval, null
          from users u where u.email like 'pr%' and u.id % 33 = 0`,
    );
    await step(
      'journal entries',
      sql`insert into journal_entries (idempotency_key, kind, member_id, description, fingerprint, created_at)
          select key, kind, member, 'Bench ' || kind, 'bench', at from moves`,
    );
    await step(
      'postings',
      sql`insert into postings (entry_id, account_id, amount, created_at)
          select e.id, a.id, case when a.code = m.dr then m.amount else -m.amount end, e.created_at
          from moves m join journal_entries e on e.idempotency_key = m.key
          join ledger_accounts a on a.code in (m.dr, m.cr)`,
    );
    await step(
      'balances',
      sql`update ledger_accounts a set balance = s.total, posting_count = s.n
          from (select account_id, sum(amount) as total, count(*)::int as n from postings group by account_id) s
          where s.account_id = a.id`,
    );
    await db.execute(sql`vacuum analyze`);
  }
  const fillSeconds = (performance.now() - fillStarted) / 1000;

  const now = new Date();
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const today = lagosDay(now);
  const back = addDays(today, -182);
  const cases: { name: ReportName; label: string; query: { from?: string; to?: string } }[] = [];
  for (const name of REPORT_NAMES) {
    cases.push({ name, label: 'default dates', query: {} });
    const kind = REPORTS[name].range.kind;
    if (kind === 'as-at') cases.push({ name, label: `as at ${back}`, query: { to: back } });
    if (kind === 'period' && name !== 'cashout-liability')
      cases.push({
        name,
        label: `${addDays(back, -182)} to ${back}`,
        query: { from: addDays(back, -182), to: back },
      });
  }
  const results: string[] = [];
  for (const c of cases) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const began = performance.now();
      const r = await buildReport(dbs.read.db, c.name, now, c.query);
      times.push(performance.now() - began);
      rows = r.rows.length;
      if (c.name === 'balance-sheet' && r.figures.find((f) => f.key === 'balances')?.value !== 'Yes')
        throw new Error(`balance sheet does not balance (${c.label})`);
    }
    const line = `| ${c.name} | ${c.label} | ${rows} | ${Math.min(...times).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`;
    console.log(line);
    results.push(line);
  }
  lines.push(
    `# Portfolio and finance reports on ${MEMBERS.toLocaleString('en')} members (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `Command: \`${onPostgres ? 'TEST_DATABASE_URL=… ' : ''}node bench/portfolio-reports.ts${onPostgres ? ' --postgres' : ''}\` on ${today}. ${dbs.reused ? 'Filled through SQL by an earlier run' : `Filled through SQL in ${fillSeconds.toFixed(0)} s`}: ${await count(db, 'users')} users, ${await count(db, 'contribution_weeks')} contribution periods, ${await count(db, 'loans')} loans, ${await count(db, 'pop_etc_applications')} POP/ETC applications, ${await count(db, 'journal_entries')} entries, ${await count(db, 'postings')} postings. Each report built as the route builds it (buildReport), best and worst of ${ROUNDS} rounds in milliseconds, on a 2-core machine shared with other work (load average ${loadAtStart} when the timing began, ${loadavg()[0]?.toFixed(1)} at its end); the balance sheet balanced on every date.`,
    '',
    '| report | dates | rows | best ms | worst ms |',
    '|---|---|---|---|---|',
    ...results,
  );
  const out = resolve(import.meta.dirname, 'results', `portfolio-reports${onPostgres ? '-postgres' : ''}.md`);
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
} finally {
  await dbs.close();
}
