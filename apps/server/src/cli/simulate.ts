import { parseArgs } from 'node:util';
import { formatNaira } from '@trust/shared';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import { type Db, migrate } from '../db/client.ts';
import { memberships, payouts, users } from '../db/schema/index.ts';
import type { JobDeps } from '../deps.ts';
import { ApiError } from '../http/envelope.ts';
import { checkLedger, type LedgerReport, memberBalances } from '../ledger/index.ts';
import { DAY_MS, refreshAllTitles } from '../modules/contributions/index.ts';
import { requestCashout, rollOverEndedCycles, runAutoDebit } from '../modules/cycle/index.ts';
import { seedPlans } from '../seed/plans.ts';
import { createMembers, FailingCards, freshDatabase, rng } from './simulation-setup.ts';

/**
 * npm run simulate -- --members N --weeks W [--fail-share 0.1] [--seed 42]
 *
 * Runs the real cycle rules (auto-debit, missed weeks and locks, titles, cash-out, roll-over) and the
 * sandbox gateway against a fresh database (in-memory PGlite; with DATABASE_URL a new database on that
 * PostgreSQL server, dropped afterwards), on a simulated clock that moves a day at a time. A share of
 * debits is declined ('Insufficient funds'). Prints a summary and the ledger check.
 * Exit codes: 0 done and the ledger is consistent, 1 the ledger check failed, 2 bad arguments or no database.
 */

export interface SimulationOptions {
  members: number;
  weeks: number;
  failShare: number;
  seed: number;
  /** Share of members who ask for their cash-out when the window opens. */
  cashoutShare?: number;
  databaseUrl?: string;
  log?: (line: string) => void;
  /** Stops the run early (Ctrl-C); the summary covers the days simulated and the database is still dropped. */
  signal?: AbortSignal;
  /** Reads the simulated fund before the database is dropped (bench/reports.ts times the reports on it). */
  inspect?: (db: Db, now: Date) => Promise<void>;
}

export interface SimulationSummary {
  members: number;
  weeks: number;
  seconds: number;
  charged: number;
  chargedKobo: bigint;
  missed: number;
  locked: number;
  titles: Record<string, number>;
  cashouts: number;
  cashoutKobo: bigint;
  cashoutRefusals: Record<string, number>;
  rolledOver: number;
  ledger: LedgerReport;
}

/** Runs the simulation and returns what happened; the database is dropped afterwards. */
export async function simulate(o: SimulationOptions): Promise<SimulationSummary> {
  const log = o.log ?? (() => {});
  const began = performance.now();
  const random = rng(o.seed);
  const start = new Date('2027-01-04T07:00:00Z');
  const clock = new ManualClock(start);
  const gateway = new FailingCards(clock, o.failShare, random);
  const { database, drop } = await freshDatabase(o.databaseUrl);
  try {
    await migrate(database);
    await seedPlans(database.db);
    await createMembers(database, gateway, o.members, start, random);
    const deps: JobDeps = {
      db: database.db,
      gateway,
      clock,
      mailer: { send: async () => {} },
      concurrency: database.kind === 'postgres' ? 8 : 1,
    };
    const s = { charged: 0, missed: 0, locked: 0, cashouts: 0, cashoutKobo: 0n, rolledOver: 0 };
    const refusals: Record<string, number> = {};
    const asked = new Set<string>();
    const days = o.weeks * 7;
    for (let day = 0; day < days && !o.signal?.aborted; day++) {
      const now = new Date(start.getTime() + day * DAY_MS + 13 * 3_600_000);
      clock.set(now);
      const run = await runAutoDebit(deps, now);
      s.charged += run.charged;
      s.missed += run.missed;
      s.locked += run.locked;
      // Members in their cash-out window ask for it once, as the dashboard's Cashout button would.
      const inWindow = await database.db
        .select({ userId: memberships.userId, cycle: memberships.cycleNumber })
        .from(memberships)
        .where(
          and(
            eq(memberships.status, 'active'),
            lte(memberships.cashoutFrom, now),
            gt(memberships.cashoutTo, now),
          ),
        );
      for (const m of inWindow) {
        const key = `${m.userId}:${m.cycle}`;
        if (asked.has(key)) continue;
        asked.add(key);
        if (random() >= (o.cashoutShare ?? 0.8)) continue;
        const saved = (await memberBalances(database.db, m.userId)).contributions;
        try {
          await requestCashout(database.db, m.userId, saved, now);
          s.cashouts++;
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          refusals[e.message] = (refusals[e.message] ?? 0) + 1;
        }
      }
      s.rolledOver += (await rollOverEndedCycles(deps, now)).rolledOver;
      if (day % 7 === 6 || day === days - 1) await refreshAllTitles(database.db, now);
      if (day % 28 === 27)
        log(`  week ${(day + 1) / 7}: ${s.charged} debits charged, ${s.missed} missed, ${s.locked} locked`);
    }
    const [paidOut] = await database.db
      .select({ total: sql<string>`coalesce(sum(amount_kobo), 0)::text` })
      .from(payouts);
    s.cashoutKobo = BigInt(paidOut?.total ?? '0');
    const [chargedKobo] = await database.db
      .select({ total: sql<string>`coalesce(sum(amount_kobo), 0)::text` })
      .from(sql`contribution_weeks`)
      .where(sql`status = 'paid' and source = 'card'`);
    const titleRows = await database.db
      .select({ title: users.memberTitle, n: count() })
      .from(users)
      .groupBy(users.memberTitle);
    const ledger = await checkLedger(database.db);
    await o.inspect?.(database.db, clock.now());
    return {
      members: o.members,
      weeks: o.weeks,
      seconds: (performance.now() - began) / 1000,
      ...s,
      chargedKobo: BigInt(chargedKobo?.total ?? '0'),
      titles: Object.fromEntries(titleRows.map((r) => [r.title, Number(r.n)])),
      cashoutRefusals: refusals,
      ledger,
    };
  } finally {
    await drop();
  }
}

export function formatSummary(r: SimulationSummary, o: SimulationOptions): string {
  const lines = [
    `Simulated ${r.members} members over ${r.weeks} weeks (${Math.round(o.failShare * 100)}% of debits declined, seed ${o.seed}) in ${r.seconds.toFixed(1)} s`,
    `  debits charged   ${r.charged} (${formatNaira(r.chargedKobo)})`,
    `  weeks missed     ${r.missed}`,
    `  accounts locked  ${r.locked}`,
    `  titles           ${Object.entries(r.titles)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
    `  cash-outs        ${r.cashouts} (${formatNaira(r.cashoutKobo)} to send to members' banks)`,
    ...Object.entries(r.cashoutRefusals).map(([m, n]) => `    refused ${n}: ${m}`),
    `  rolled over      ${r.rolledOver}`,
    `  ledger           ${r.ledger.counts.entries} entries, ${r.ledger.counts.postings} postings`,
    ...r.ledger.checks.map(
      (c) =>
        `    ${c.ok ? 'OK  ' : 'FAIL'} ${c.name}${c.problems.length ? `: ${c.problems.join('; ')}` : ''}`,
    ),
    r.ledger.ok ? 'The ledger is consistent.' : 'The ledger is NOT consistent.',
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  let o: SimulationOptions;
  try {
    const { values } = parseArgs({
      options: {
        members: { type: 'string', default: '100' },
        weeks: { type: 'string', default: '52' },
        'fail-share': { type: 'string', default: '0.1' },
        seed: { type: 'string', default: '42' },
      },
    });
    o = {
      members: Number(values.members),
      weeks: Number(values.weeks),
      failShare: Number(values['fail-share']),
      seed: Number(values.seed),
      databaseUrl: process.env.DATABASE_URL,
      log: (l) => console.log(l),
    };
    const stop = new AbortController();
    o.signal = stop.signal;
    for (const sig of ['SIGINT', 'SIGTERM'] as const) {
      process.once(sig, () => {
        console.log('Stopping after the current day…');
        stop.abort();
      });
    }
    if (!Number.isInteger(o.members) || o.members < 1 || o.members > 1_000_000)
      throw new Error('--members must be 1 to 1000000');
    if (!Number.isInteger(o.weeks) || o.weeks < 1 || o.weeks > 520)
      throw new Error('--weeks must be 1 to 520');
    if (!(o.failShare >= 0 && o.failShare <= 1)) throw new Error('--fail-share must be between 0 and 1');
    if (!Number.isInteger(o.seed)) throw new Error('--seed must be an integer');
  } catch (e) {
    console.error(
      `simulate: ${(e as Error).message}\nusage: npm run simulate -- --members N --weeks W [--fail-share 0.1] [--seed 42]`,
    );
    return 2;
  }
  console.log(
    `Simulating on ${o.databaseUrl ? 'a fresh PostgreSQL database' : 'an in-memory embedded database'}…`,
  );
  const summary = await simulate(o);
  console.log(formatSummary(summary, o));
  return summary.ledger.ok ? 0 : 1;
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error('simulate failed:', e);
      process.exit(2);
    },
  );
}
