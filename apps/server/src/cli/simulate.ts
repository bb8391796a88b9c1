import { parseArgs } from 'node:util';
import { formatNaira, USER_LOCKED } from '@trust/shared';
import { count, sql } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import { type Db, migrate } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { payouts, users } from '../db/schema/index.ts';
import type { JobDeps } from '../deps.ts';
import { DEFAULT_RETRY } from '../gateways/retry.ts';
import { FlakyProvider } from '../gateways/sandbox/flaky-provider.ts';
import { checkLedger, type LedgerReport } from '../ledger/index.ts';
import { DAY_MS, refreshAllTitles } from '../modules/contributions/index.ts';
import { DEBIT_BATCH, rollOverEndedCycles, runAutoDebit } from '../modules/cycle/index.ts';
import { wireRegistries } from '../modules/registries.ts';
import { seedPlans } from '../seed/plans.ts';
import { CashoutSeason } from './simulation-cashout-season.ts';
import { Chaos, type ChaosCounts, debitDay, drawKey, keyedRandom } from './simulation-chaos.ts';
import { checksPass, type EndChecks, endChecks } from './simulation-checks.ts';
import { SimulatedPayments } from './simulation-payments.ts';
import { createMembers, FailingCards, freshDatabase, rng } from './simulation-setup.ts';
import { upkeep, withoutAutovacuum } from './simulation-upkeep.ts';

/**
 * npm run simulate -- --members N --weeks W [--fail-share 0.1] [--seed 42]
 *                     [--latency MS] [--concurrency N] [--rate-limit PER_SECOND] [--chaos]
 *
 * Runs the real cycle rules (auto-debit, missed weeks and locks, titles, cash-out, roll-over) and the
 * sandbox gateway against a fresh database (in-memory PGlite; with DATABASE_URL a new database on that
 * PostgreSQL server, dropped afterwards), on a simulated clock that moves a day at a time. A share of
 * debits is declined ('Insufficient funds'). Prints a summary and the ledger check.
 * --latency makes every provider call take that long (real time) and --rate-limit answers 429 above
 * that many calls a second: the debit run's throughput at that latency is printed.
 * --chaos injects faults chosen by the seed (simulation-chaos.ts) and compares the end state with the
 * same seed's run without faults: it must be the same.
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
  /** Each provider call takes this long (real time). */
  latencyMs?: number;
  /** Provider calls in flight at once in the debit run (default 50). */
  concurrency?: number;
  /** The provider answers 429 above this many calls a second. */
  ratePerSecond?: number;
  /** Inject the seed's faults, with Save More payments and their webhooks in the simulated world. */
  chaos?: boolean;
  /** Members paying Save More by checkout (on with chaos). */
  payments?: boolean;
  /**
   * Periods per debit batch (the run's DEBIT_BATCH; CHAOS_DEBIT_BATCH with chaos, so that a small fund's
   * run has several batches and faults fall while one batch is stored and the next charged).
   */
  debitBatch?: number;
}

/** A debit batch under chaos: a few periods, so a small fund's run crosses batch boundaries. */
export const CHAOS_DEBIT_BATCH = 4;

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
  /** Time spent in the debit runs and the provider calls they made (throughput at --latency). */
  debitSeconds: number;
  /** Seconds spent in each part of the run (joining, debit runs, cash-out season, …): where a slow year goes. */
  phases: Record<string, number>;
  providerCalls: number;
  rateLimited: number;
  retried: number;
  injected: { busy: number; down: number; lost: number };
  saveMore: number;
  chaos?: ChaosCounts;
  checks: EndChecks;
}

/** The outcome in one line, without timings: one seed gives the same line on every run. */
export function outcomeOf(r: SimulationSummary): string {
  const c = r.chaos;
  return [
    `charged ${r.charged}`,
    `missed ${r.missed}`,
    `locked ${r.locked}`,
    `cash-outs ${r.cashouts}`,
    `save-more ${r.saveMore}`,
    `entries ${r.ledger.counts.entries}`,
    `state ${r.checks.digest}`,
    ...(c
      ? [
          `crashes ${c.crashes}`,
          `dropped ${c.dropped}`,
          `restarts ${c.restarts}`,
          `webhooks ${c.webhooks} (${c.duplicateWebhooks} twice)`,
          `provider 429 ${r.injected.busy}, 503 ${r.injected.down}, lost ${r.injected.lost}`,
        ]
      : []),
  ].join(', ');
}

/** Runs the simulation and returns what happened; the database is dropped afterwards. */
export async function simulate(o: SimulationOptions): Promise<SimulationSummary> {
  const log = o.log ?? (() => {});
  // The payment purposes the simulated Save More payments settle through (as buildApp wires them).
  wireRegistries();
  const began = performance.now();
  const random = rng(o.seed);
  const start = new Date('2027-01-04T07:00:00Z');
  const clock = new ManualClock(start);
  const chaos = o.chaos ? new Chaos(o.seed) : undefined;
  let payments: SimulatedPayments | undefined;
  const cards = new FailingCards(
    clock,
    o.failShare,
    o.seed,
    (body) => payments?.receive(body) ?? Promise.resolve(),
  );
  // Virtual time for back-offs under chaos, so a replay does not wait and does not depend on timing.
  let virtualMs = start.getTime();
  const virtual = {
    now: () => virtualMs,
    sleep: async (ms: number) => {
      virtualMs += ms;
    },
  };
  const gateway = new FlakyProvider(cards, {
    latencyMs: o.latencyMs ?? 0,
    ratePerSecond: o.ratePerSecond,
    ...(chaos
      ? {
          busyShare: 0.05,
          downShare: 0.05,
          lostShare: 0.05,
          randomFor: (reference: string, n: number) =>
            keyedRandom(o.seed, `provider:${payments?.nameOf(reference) ?? drawKey(reference)}:${n}`),
          beforeCall: () => chaos.beforeProviderCall(),
        }
      : {}),
  });
  const { database, drop } = await freshDatabase(o.databaseUrl);
  try {
    // Where a slow year goes, part by part, for the summary.
    const phases: Record<string, number> = {};
    const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        phases[phase] = (phases[phase] ?? 0) + (performance.now() - started) / 1000;
      }
    };
    await migrate(database);
    await seedPlans(database.db);
    await timed('joining', () => createMembers(database, cards, o.members, start, random));
    const db = chaos ? chaos.guard(database.db) : database.db;
    const debitBatch = o.debitBatch ?? (chaos ? CHAOS_DEBIT_BATCH : DEBIT_BATCH);
    const deps: JobDeps = {
      db,
      gateway,
      clock,
      mailer: { send: async () => {} },
      concurrency: o.concurrency ?? 50,
      ...(chaos ? { retry: { policy: DEFAULT_RETRY, random: rng(o.seed), ...virtual } } : {}),
    };
    if (o.chaos || o.payments) {
      payments = new SimulatedPayments({
        seed: o.seed,
        clock,
        healthyDb: database.db,
        db,
        gateway,
        sandbox: () => cards.sandbox,
        chaos,
      });
    }
    // Where no autovacuum runs, the run does its upkeep (simulation-upkeep.ts): statistics for the
    // members just joined now, the periods' table once a simulated week.
    const vacuums = await withoutAutovacuum(database);
    if (vacuums) await database.db.execute(sql`analyze`);
    const s = { cashoutKobo: 0n, rolledOver: 0 };
    const debit = { rateLimited: 0, retried: 0 };
    const season = new CashoutSeason(database.db, random, o.cashoutShare ?? 0.8);
    const days = o.weeks * 7;
    for (let day = 0; day < days && !o.signal?.aborted; day++) {
      const now = new Date(start.getTime() + day * DAY_MS + 13 * 3_600_000);
      clock.set(now);
      const run = await timed('debit runs', () => debitDay(deps, clock, now, day, debitBatch, chaos));
      debit.rateLimited += run.rateLimited;
      debit.retried += run.retried;
      const sim = payments;
      if (sim) {
        await timed('payments', async () => {
          if (day % 7 === 3) await sim.saveMore(Math.floor(day / 7));
          await sim.deliver(day);
        });
      }
      await timed('cash-out season', () => season.day(now));
      s.rolledOver += (await timed('roll-over', () => rollOverEndedCycles(deps, now))).rolledOver;
      if (day % 7 === 6 || day === days - 1) await timed('titles', () => refreshAllTitles(database.db, now));
      if (day % 7 === 6 && vacuums) await timed('upkeep', () => upkeep(database.db, (day + 1) / 7));
      if (day % 28 === 27) log(`  week ${(day + 1) / 7}: ${await progress(database.db)}`);
    }
    if (chaos) {
      // The last restart: whatever a fault left open is taken up by a clean run, as after any restart.
      chaos.begin('final', 3);
      clock.set(new Date(clock.now().getTime() + 15 * 60_000));
      await runAutoDebit(deps, clock.now(), debitBatch);
      await payments?.deliver(days);
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
    const ledger = await timed('checks', () => checkLedger(database.db));
    const checks = await timed('checks', () => endChecks(database.db, gateway.taken));
    const counts = await outcomeCounts(database.db);
    await o.inspect?.(database.db, clock.now());
    return {
      members: o.members,
      weeks: o.weeks,
      seconds: (performance.now() - began) / 1000,
      ...s,
      cashouts: season.cashouts,
      ...counts,
      debitSeconds: phases['debit runs'] ?? 0,
      phases,
      providerCalls: gateway.injected.calls,
      rateLimited: debit.rateLimited,
      retried: debit.retried,
      injected: gateway.injected,
      saveMore: payments?.started ?? 0,
      chaos: chaos?.counts,
      checks,
      chargedKobo: BigInt(chargedKobo?.total ?? '0'),
      titles: Object.fromEntries(titleRows.map((r) => [r.title, Number(r.n)])),
      cashoutRefusals: season.refusals(),
      ledger,
    };
  } finally {
    await drop();
  }
}

/** Debits charged and missed and members locked, as the database has them. */
async function outcomeCounts(db: Db) {
  const [row] = await rowsOf<{ charged: string; missed: string; locked: string }>(
    db,
    sql`select (select count(*) from contribution_weeks where status = 'paid' and source = 'card')::text as charged,
               (select count(*) from contribution_weeks where status = 'missed')::text as missed,
               (select count(*) from users where status = ${USER_LOCKED})::text as locked`,
  );
  return { charged: Number(row?.charged), missed: Number(row?.missed), locked: Number(row?.locked) };
}

async function progress(db: Db): Promise<string> {
  const c = await outcomeCounts(db);
  return `${c.charged} debits charged, ${c.missed} missed, ${c.locked} locked`;
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
    `  debit runs       ${r.debitSeconds.toFixed(1)} s for ${r.providerCalls} provider calls` +
      (r.debitSeconds > 0 ? ` (${Math.round(r.providerCalls / r.debitSeconds)} a second` : ' (') +
      `, ${o.concurrency ?? 50} in flight${o.latencyMs ? `, ${o.latencyMs} ms each` : ''}); ` +
      `429 answers ${r.rateLimited}, charges verified and tried again ${r.retried}`,
    `  time             ${Object.entries(r.phases)
      .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
      .join(', ')}`,
    `  end state        ${r.checks.unsettled} left unsettled, ${r.checks.takenNotRecorded.length} taken by the provider but not recorded, ` +
      `${r.checks.recordedNotTaken.length} recorded but not taken, ${r.checks.withoutOneEntry} without exactly one ledger entry`,
    `  outcome          ${outcomeOf(r)}`,
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
        latency: { type: 'string', default: '0' },
        concurrency: { type: 'string', default: '50' },
        'rate-limit': { type: 'string' },
        chaos: { type: 'boolean', default: false },
      },
    });
    o = {
      members: Number(values.members),
      weeks: Number(values.weeks),
      failShare: Number(values['fail-share']),
      seed: Number(values.seed),
      latencyMs: Number(values.latency),
      concurrency: Number(values.concurrency),
      ratePerSecond: values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']),
      chaos: values.chaos,
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
    if (!(Number.isInteger(o.latencyMs) && (o.latencyMs as number) >= 0 && (o.latencyMs as number) <= 60_000))
      throw new Error('--latency must be 0 to 60000 milliseconds');
    if (
      !(Number.isInteger(o.concurrency) && (o.concurrency as number) >= 1 && (o.concurrency as number) <= 500)
    )
      throw new Error('--concurrency must be 1 to 500');
    if (o.ratePerSecond !== undefined && !(Number.isInteger(o.ratePerSecond) && o.ratePerSecond >= 1))
      throw new Error('--rate-limit must be a whole number of calls a second, at least 1');
    if (o.chaos && o.latencyMs) throw new Error('--chaos runs on simulated time: leave out --latency');
  } catch (e) {
    console.error(
      `simulate: ${(e as Error).message}\nusage: npm run simulate -- --members N --weeks W [--fail-share 0.1] [--seed 42] [--latency MS] [--concurrency N] [--rate-limit N] [--chaos]`,
    );
    return 2;
  }
  console.log(
    `Simulating on ${o.databaseUrl ? 'a fresh PostgreSQL database' : 'an in-memory embedded database'}…`,
  );
  if (o.chaos) return chaosRun(o);
  const summary = await simulate(o);
  console.log(formatSummary(summary, o));
  return summary.ledger.ok && checksPass(summary.checks) ? 0 : 1;
}

/** --chaos: the seed's run without faults, then with them; both end states must be the same. */
async function chaosRun(o: SimulationOptions): Promise<number> {
  const verdict = await chaosVerdict(o);
  console.log(formatSummary(verdict.faulty, o));
  console.log(
    verdict.problems.length ? `FAIL seed ${o.seed}:\n  ${verdict.problems.join('\n  ')}` : verdict.ok,
  );
  if (verdict.problems.length)
    console.log(
      `Replay: npm run simulate -- --chaos --seed ${o.seed} --members ${o.members} --weeks ${o.weeks}`,
    );
  return verdict.problems.length ? 1 : 0;
}

/**
 * Runs the seed without faults and with them and says what differs: the ledger check, anything left
 * unsettled, provider and records disagreeing, or an end state (every member's weeks, payments,
 * balances, status) other than the run without faults reached: a member charged twice or skipped.
 */
export async function chaosVerdict(o: SimulationOptions) {
  const debitBatch = o.debitBatch ?? CHAOS_DEBIT_BATCH;
  const clean = await simulate({ ...o, chaos: false, payments: true, debitBatch, log: undefined });
  const faulty = await simulate({ ...o, chaos: true, debitBatch });
  const problems: string[] = [];
  if (!faulty.ledger.ok) problems.push('the ledger check failed');
  if (!checksPass(faulty.checks)) problems.push(`end checks failed: ${JSON.stringify(faulty.checks)}`);
  if (faulty.checks.digest !== clean.checks.digest)
    problems.push(
      `the end state differs from the run without faults (${faulty.checks.digest} against ${clean.checks.digest}): ` +
        `charged ${faulty.charged} against ${clean.charged}, missed ${faulty.missed} against ${clean.missed}`,
    );
  const ok = `Same end state as without faults (${clean.checks.digest}); the ledger is consistent.`;
  return { clean, faulty, problems, ok };
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
