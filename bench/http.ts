/**
 * `npm run bench`: the server under load beside a bare Fastify hello-world route measured in the same
 * run (the ratio is the figure; absolute numbers are context only), on PostgreSQL with 100,000 members
 * and 10,000,000 ledger postings, and on the embedded database with a smaller seed. Also: the member
 * reads at 100 connections (p99), a member with 10,000 records beside one with 10 (transactions page,
 * statement, trust wallet), the console's member search and reports over the seeded fund, and a CPU
 * profile of the request path. Writes bench/results/<date>.md and the summary in docs/benchmarks.md.
 *
 *   npm run bench [-- --quick] [-- --only=postgres|embedded]
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * the bench database (trust_bench_full / trust_bench_quick) is created beside it and reused while its
 * seed matches. --quick seeds a small fund and runs each load for 3 s: a couple of minutes in all.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPORT_NAMES } from '@trust/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, migrate, openDatabase } from '../apps/server/src/db/client.ts';
import { sessions } from '../apps/server/src/db/schema/index.ts';
import { hashToken } from '../apps/server/src/http/session-guard.ts';
import { searchCondition, searchMembers } from '../apps/server/src/modules/admin/members/search.ts';
import { buildReport } from '../apps/server/src/modules/admin/reports/service.ts';
import { statementCsv } from '../apps/server/src/modules/statements/csv.ts';
import { fundDetails } from '../apps/server/src/modules/statements/fund.ts';
import { buildStatement } from '../apps/server/src/modules/statements/service.ts';
import { type Load, load, type Served, startHello, startServer, startTwoRoundTrips } from './lib/load.ts';
import { summarise } from './lib/profile.ts';
import { BIG_HISTORY, ensureSeeded, type Probes, SMALL_HISTORY } from './lib/seed.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const root = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10));
const PORT = Number(process.env.BENCH_PORT ?? 3480);
const SIZES = {
  postgres: quick ? { members: 2_000, postings: 200_000 } : { members: 100_000, postings: 10_000_000 },
  embedded: quick ? { members: 1_000, postings: 40_000 } : { members: 10_000, postings: 400_000 },
};
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => console.log(line);
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const percentile = (xs: number[], p: number) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

type Kind = 'postgres' | 'embedded';

/** Opens (creating, migrating and seeding when needed) the bench database of a kind. */
async function benchDatabase(kind: Kind): Promise<{
  database: Database;
  env: Record<string, string>;
  probes: Probes & { reused: boolean; seconds: number };
}> {
  const size = SIZES[kind];
  if (kind === 'postgres') {
    const name = `trust_bench_${quick ? 'quick' : 'full'}`;
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`create database ${name}`);
    let database = await openDatabase({ url: url.toString() });
    await migrate(database);
    let probes: Awaited<ReturnType<typeof ensureSeeded>>;
    try {
      probes = await ensureSeeded(database, size, log);
    } catch (e) {
      if (!String(e).includes('another seed')) throw e;
      log(`${name} holds another seed: dropping it`);
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      database = await openDatabase({ url: url.toString() });
      await migrate(database);
      probes = await ensureSeeded(database, size, log);
    }
    await admin.end();
    return { database, env: { DATABASE_URL: url.toString() }, probes };
  }
  const dir = resolve(root, 'bench/.data', `embedded-${quick ? 'quick' : 'full'}`);
  mkdirSync(dir, { recursive: true });
  let database = await openDatabase({ dataDir: dir });
  await migrate(database);
  let probes: Awaited<ReturnType<typeof ensureSeeded>>;
  try {
    probes = await ensureSeeded(database, size, log);
  } catch (e) {
    if (!String(e).includes('another seed')) throw e;
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    database = await openDatabase({ dataDir: dir });
    await migrate(database);
    probes = await ensureSeeded(database, size, log);
  }
  return { database, env: { DATA_DIR: dir }, probes };
}

/** A fresh session for a probe member (the seed's own sessions may have ended). */
async function signIn(database: Database, userId: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  const now = new Date();
  await database.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return token;
}

const timeIt = async (rounds: number, f: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const began = performance.now();
    await f();
    if (i >= 3) times.push(performance.now() - began);
  }
  return percentile(times, 50);
};

/** What runs in this process on the open database: statement, member search, reports, plans. */
async function inProcess(kind: Kind, database: Database, probes: Probes) {
  const db = database.db;
  const out: string[] = [];
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://trustfund.ng' });
  const fund = fundDetails(config);
  const lastDay = async (userId: number) => {
    const [r] = rowsOf<{ day: string }>(
      await db.execute(sql`select to_char(max(created_at) at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day
        from journal_entries where member_id = ${userId}`),
    );
    return r?.day ?? '2020-01-06';
  };
  const statement = async (userId: number) => {
    const day = await lastDay(userId);
    return timeIt(quick ? 10 : 30, async () =>
      statementCsv(await buildStatement(db, userId, { from: day, to: day }, new Date()), fund),
    );
  };
  const big = await statement(probes.big);
  const small = await statement(probes.small);
  out.push(
    `| statement of the last day (CSV) | ${big.toFixed(1)} | ${small.toFixed(1)} | ${(big / small).toFixed(2)} |`,
  );
  const extra: string[] = [];
  if (kind === 'postgres') {
    const search: string[] = [];
    for (const q of ['Chiamaka Nwosu 5', 'Okonkwo', 'bench54321.', 'TFP9']) {
      const p50 = await timeIt(quick ? 10 : 30, () => searchMembers(db, { q: q, page: 1 }));
      const plan = rowsOf<Record<string, string>>(
        await db.execute(
          sql`explain (costs off) select id from users where role = 'member' and ${searchCondition(q)}`,
        ),
      ).map((r) => Object.values(r)[0]);
      search.push(`| \`${q}\` | ${p50.toFixed(1)} | ${plan[0]} |`);
    }
    extra.push(
      `### Operator member search over ${SIZES.postgres.members.toLocaleString('en')} members (goal under 50 ms p50)`,
      '',
      '| q | p50 ms | plan (top node) |',
      '|---|---|---|',
      ...search,
      '',
      `### Console reports over ${SIZES.postgres.postings.toLocaleString('en')} postings (goal under 2 s each)`,
      '',
      '| report | rows | ms (one run after one warm-up) |',
      '|---|---|---|',
    );
    for (const name of REPORT_NAMES) {
      await buildReport(db, name, new Date());
      const began = performance.now();
      const r = await buildReport(db, name, new Date());
      extra.push(`| ${name} | ${r.rows.length} | ${(performance.now() - began).toFixed(0)} |`);
    }
    const plan = rowsOf<Record<string, string>>(
      await db.execute(sql`
        explain (analyze, costs off, timing off, summary off)
        select a.posting_count, (select json_agg(r) from (
          select p.entry_id, e.kind, p.amount, p.created_at
          from postings p join journal_entries e on e.id = p.entry_id
          where p.account_id = a.id and p.created_at >= '-infinity' and p.created_at < 'infinity'
          order by p.created_at desc, p.entry_id desc limit 10) r)
        from ledger_accounts a where a.code = ${`member:${probes.big}:contributions`}`),
    ).map((r) => String(Object.values(r)[0]));
    extra.push('', 'Plan of the transactions page (member with 10,000 records):', '', '```', ...plan, '```');
  }
  return { flat: out, extra };
}

const READS = [
  { name: 'dashboard', method: 'GET', path: '/api/userdashboard' },
  { name: 'user', method: 'GET', path: '/api/user' },
  { name: 'contributions', method: 'GET', path: '/api/getusercontribution' },
  {
    name: 'transactions page',
    method: 'POST',
    path: '/api/transactions',
    body: JSON.stringify({ trans_type: 'contribution', offset: 1, count: 10 }),
  },
  { name: 'trust wallet', method: 'GET', path: '/api/usertrustwallet' },
  { name: 'notifications', method: 'GET', path: '/api/usenotificationlist?page=1' },
] as const;

const fmt = (l: Load) => `${Math.round(l.rps).toLocaleString('en')} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;
const check = (name: string, l: Load) => {
  if (l.errors || l.non2xx) log(`  ! ${name}: ${l.errors} errors, ${l.non2xx} answers other than 2xx`);
};

async function loadRun(kind: Kind, env: Record<string, string>, tokens: { big: string; small: string }) {
  const hello = await startHello(PORT + 1);
  // The embedded database lives inside the server's process: no other process can read it beside it.
  const floor: Served | null = env.DATABASE_URL ? await startTwoRoundTrips(PORT + 2, env.DATABASE_URL) : null;
  const server = await startServer(PORT, env);
  const rows: string[] = [];
  const ratios: Record<string, number> = {};
  try {
    const h = (c: number) => load(`${hello.url}/`, { connections: c, seconds: SECONDS });
    const at = (
      path: string,
      c: number,
      o: { method?: 'GET' | 'POST'; token?: string; body?: string } = {},
    ) =>
      load(`${server.url}${path}`, {
        connections: c,
        seconds: SECONDS,
        method: o.method,
        body: o.body,
        headers: {
          ...(o.token ? { accesstoken: o.token } : {}),
          ...(o.body ? { 'content-type': 'application/json' } : {}),
          'accept-encoding': 'br, gzip',
        },
      });
    await h(10); // warm-up of both
    await at('/api/health', 10);
    const before = await h(10);
    const floorLoad = floor
      ? await load(`${floor.url}/`, {
          connections: 10,
          seconds: SECONDS,
          headers: { accesstoken: tokens.small },
        })
      : null;
    if (floorLoad) check('two round trips', floorLoad);
    const targets: { name: string; goal?: number; run: () => Promise<Load> }[] = [
      { name: 'static file (/favicon.svg)', goal: 0.5, run: () => at('/favicon.svg', 10) },
      { name: '/api/health', goal: 0.4, run: () => at('/api/health', 10) },
      ...READS.map((r) => ({
        name: `${r.name} (${r.method} ${r.path.replace(/\?.*/, '')})`,
        goal: kind === 'postgres' ? 0.2 : undefined,
        run: () =>
          at(r.path, 10, { method: r.method, token: tokens.small, body: 'body' in r ? r.body : undefined }),
      })),
    ];
    const measured: { name: string; goal?: number; l: Load }[] = [];
    for (const t of targets) {
      const l = await t.run();
      check(t.name, l);
      measured.push({ name: t.name, goal: t.goal, l });
      log(`  ${t.name}: ${fmt(l)}`);
    }
    const after = await h(10);
    const base = (before.rps + after.rps) / 2;
    rows.push(
      `| bare Fastify hello-world (yardstick) | 1.00 | | ${Math.round(base).toLocaleString('en')} (${Math.round(before.rps)} before, ${Math.round(after.rps)} after) | ${before.p50} / ${before.p99} | |`,
    );
    if (floorLoad)
      rows.push(
        `| floor of a member read: bare Fastify + pg, two round trips (yardstick) | ${(floorLoad.rps / base).toFixed(2)} | | ${Math.round(floorLoad.rps).toLocaleString('en')} | ${floorLoad.p50} / ${floorLoad.p99} | 1.00 |`,
      );
    for (const m of measured) {
      const ratio = m.l.rps / base;
      ratios[m.name] = ratio;
      const verdict =
        m.goal === undefined ? '' : ratio >= m.goal ? `≥ ${m.goal}: met` : `≥ ${m.goal}: **not met**`;
      const ofFloor = floorLoad ? (m.l.rps / floorLoad.rps).toFixed(2) : '';
      rows.push(
        `| ${m.name} | ${ratio.toFixed(2)} | ${verdict} | ${Math.round(m.l.rps).toLocaleString('en')} | ${m.l.p50} / ${m.l.p99} | ${ofFloor} |`,
      );
    }
    // 100 connections: the tail a busy hour sees.
    const wide: string[] = [];
    for (const r of READS) {
      const l = await at(r.path, 100, {
        method: r.method,
        token: tokens.small,
        body: 'body' in r ? r.body : undefined,
      });
      check(`${r.name} at 100`, l);
      wide.push(
        `| ${r.name} | ${Math.round(l.rps).toLocaleString('en')} | ${l.p50} | ${l.p99} | ${l.errors || !l.rps ? `not measured: ${l.errors} requests timed out or failed` : l.p99 < 100 ? 'met' : '**not met**'} |`,
      );
      log(`  ${r.name} at 100 connections: ${fmt(l)}`);
    }
    // The long history beside the short one, through HTTP.
    const flat: string[] = [];
    for (const r of READS.filter((x) => x.name === 'transactions page' || x.name === 'trust wallet')) {
      const o = (token: string) => ({ method: r.method, token, body: 'body' in r ? r.body : undefined });
      const b = await at(r.path, 10, o(tokens.big));
      const s = await at(r.path, 10, o(tokens.small));
      flat.push(
        `| ${r.name} (HTTP, 10 connections) | ${b.p50} | ${s.p50} | ${(b.p50 / Math.max(s.p50, 1)).toFixed(2)} |`,
      );
    }
    return { rows, wide, flat };
  } finally {
    await server.stop();
    await floor?.stop();
    await hello.stop();
  }
}

/** The server under load on the dashboard and a static file, with V8's sampling profiler on. */
async function profileRun(env: Record<string, string>, token: string): Promise<string> {
  const dir = resolve(root, 'bench/.data/profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startServer(PORT, env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    const s = Math.max(SECONDS, 5);
    await load(`${server.url}/api/userdashboard`, {
      connections: 10,
      seconds: s,
      headers: { accesstoken: token },
    });
    await load(`${server.url}/favicon.svg`, { connections: 10, seconds: s });
    await load(`${server.url}/api/health`, { connections: 10, seconds: s });
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => resolve(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!file) return 'No profile was written.';
  return `Profile: \`${file.slice(root.length + 1)}\` (open in Chrome DevTools or speedscope for the flame graph).\n\n${summarise(file)}`;
}

const sections: string[] = [];
const summary: string[] = [];
for (const kind of ['postgres', 'embedded'] as const) {
  if (only && only !== kind) continue;
  log(`\n== ${kind}`);
  const { database, env, probes } = await benchDatabase(kind);
  log(`  seed ${probes.reused ? 'reused' : 'made'} in ${probes.seconds.toFixed(1)} s`);
  const tokens = { big: await signIn(database, probes.big), small: await signIn(database, probes.small) };
  const { flat, extra } = await inProcess(kind, database, probes);
  await database.close();
  const { rows, wide, flat: flatHttp } = await loadRun(kind, env, tokens);
  const profile = kind === 'postgres' ? await profileRun(env, tokens.small) : '';
  const size = SIZES[kind];
  const title = `${kind === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}: ${size.members.toLocaleString('en')} members, ${size.postings.toLocaleString('en')} postings`;
  sections.push(
    `## ${title}`,
    '',
    `Seed ${probes.reused ? 'reused' : 'made'} in ${probes.seconds.toFixed(1)} s. ${SECONDS} s per load, member reads as a member with ${SMALL_HISTORY} records.`,
    '',
    '| call (10 connections) | ratio to hello-world | goal | req/s | p50 / p99 ms | ratio to the floor |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '### Member reads at 100 connections (goal p99 under 100 ms)',
    '',
    '| read | req/s | p50 ms | p99 ms | goal |',
    '|---|---|---|---|---|',
    ...wide,
    '',
    `### Flat with history: a member with ${BIG_HISTORY.toLocaleString('en')} records beside one with ${SMALL_HISTORY} (goal ratio at most 1.5)`,
    '',
    `| read | p50 ms, ${BIG_HISTORY.toLocaleString('en')} | p50 ms, ${SMALL_HISTORY} | ratio |`,
    '|---|---|---|---|',
    ...flatHttp,
    ...flat,
    '',
    ...extra,
    '',
    ...(profile
      ? ["### Where a request's CPU goes (dashboard, static file, health under load)", '', profile]
      : []),
    '',
  );
  summary.push(
    `| ${title} | ${rows
      .slice(1)
      .map((r) => r.split('|').slice(1, 3).join(':').trim())
      .join('; ')} |`,
  );
}

const date = new Date().toISOString().slice(0, 10);
const resultFile = resolve(root, 'bench/results', `${date}${quick ? '-quick' : ''}.md`);
writeFileSync(
  resultFile,
  `# npm run bench${quick ? ' --quick' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Machine: 2 cores shared with other work (load average at the start ${(await import('node:os')).loadavg()[0]?.toFixed(1)}).
The figure is each call's requests per second divided by a bare Fastify hello-world route's, measured in the same run
(autocannon from this process, the server in its own process, both on one machine).

${sections.join('\n')}`,
);
log(`\nwrote ${resultFile.slice(root.length + 1)}`);

// The summary in docs/benchmarks.md, between its markers.
const docs = resolve(root, 'docs/benchmarks.md');
const text = readFileSync(docs, 'utf8');
const start = '<!-- npm run bench: start -->';
const end = '<!-- npm run bench: end -->';
const block = `${start}
Last run: \`npm run bench${quick ? ' -- --quick' : ''}\` on ${date}, details in \`bench/results/${resultFile.split('/').pop()}\`.
Ratios to a bare Fastify hello-world route in the same run (10 connections):

| database | call: ratio |
|---|---|
${summary.join('\n')}
${end}`;
if (text.includes(start)) {
  writeFileSync(docs, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block));
} else {
  writeFileSync(
    docs,
    text.replace(
      '## Test suite speed',
      `## Request path (\`npm run bench\`)\n\n${block}\n\n## Test suite speed`,
    ),
  );
}
// The docs are formatted by the project's formatter (tables aligned), as `npx biome ci` checks them.
spawnSync(resolve(root, 'node_modules/.bin/biome'), ['format', '--write', docs], { stdio: 'ignore' });
