import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import pg from 'pg';
import { ManualClock } from '../clock.ts';
import { type Database, migrate, openDatabase } from '../db/client.ts';
import { memberships, payouts, plans, users } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import { ApiError } from '../http/envelope.ts';
import type { JobDeps } from '../jobs/types.ts';
import { checkLedger, type LedgerReport, memberBalances } from '../ledger/index.ts';
import { requestCashout } from '../modules/cycle/cashout.ts';
import { runAutoDebit } from '../modules/cycle/debit.ts';
import { naira } from '../modules/cycle/money.ts';
import { rollOverEndedCycles } from '../modules/cycle/roll-over.ts';
import { cycleDates, DAY_MS } from '../modules/cycle/schedule.ts';
import { refreshAllTitles } from '../modules/cycle/titles.ts';
import { seedPlans } from '../modules/plans/seed.ts';
import type { PaymentGateway, Verification } from '../payments/gateway.ts';
import { SandboxGateway } from '../payments/sandbox/sandbox-gateway.ts';

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

/** A seeded pseudo-random generator (mulberry32), so a run can be repeated exactly. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sandbox, with a share of saved-card debits declined for insufficient funds. */
class FailingCards implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  readonly sandbox: SandboxGateway;
  private readonly declined = new Set<string>();
  private readonly random: () => number;
  private readonly failShare: number;
  constructor(clock: ManualClock, failShare: number, random: () => number) {
    this.sandbox = new SandboxGateway({
      publicUrl: 'http://localhost',
      deliverWebhook: async () => {},
      now: () => clock.now(),
    });
    this.failShare = failShare;
    this.random = random;
  }
  async chargeAuthorization(
    input: Parameters<PaymentGateway['chargeAuthorization']>[0],
  ): Promise<Verification> {
    if (!this.declined.has(input.reference) && this.random() < this.failShare)
      this.declined.add(input.reference);
    if (this.declined.has(input.reference)) return this.verify(input.reference);
    return this.sandbox.chargeAuthorization(input);
  }
  async verify(reference: string): Promise<Verification> {
    if (this.declined.has(reference)) {
      return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: 'Insufficient funds' };
    }
    return this.sandbox.verify(reference);
  }
  async newAuthorization(i: number): Promise<string> {
    const reference = `sim-card-${i}`;
    await this.sandbox.chargeCard({
      reference,
      amountKobo: 10_000n,
      email: 'sim@example.com',
      callbackUrl: '',
      card: { number: '4084084084084081', expMonth: '12', expYear: '49', cvv: '123', pin: '1234' },
    });
    const code = (await this.sandbox.verify(reference)).authorization?.code;
    if (!code) throw new Error('the sandbox gave no card authorization');
    return code;
  }
  initialize: PaymentGateway['initialize'] = (i) => this.sandbox.initialize(i);
  chargeCard: PaymentGateway['chargeCard'] = (i) => this.sandbox.chargeCard(i);
  submitOtp: PaymentGateway['submitOtp'] = (i) => this.sandbox.submitOtp(i);
  refund: PaymentGateway['refund'] = (i) => this.sandbox.refund(i);
  verifyWebhook: PaymentGateway['verifyWebhook'] = (b, s) => this.sandbox.verifyWebhook(b, s);
}

async function freshDatabase(url?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const name = `trust_sim_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const PLAN_MIX = [
  'SILVER',
  'SILVER',
  'SILVER',
  'SILVER',
  'GOLD',
  'GOLD',
  'GOLD',
  'PLATINUM',
  'PLATINUM',
  'FLEXI',
];

async function createMembers(
  database: Database,
  gateway: FailingCards,
  n: number,
  start: Date,
  random: () => number,
) {
  const db = database.db;
  const planRows = await db.select().from(plans);
  const byName = new Map(planRows.map((p) => [p.name, p]));
  for (let from = 0; from < n; from += 250) {
    const batch = Array.from({ length: Math.min(250, n - from) }, (_, k) => from + k + 1);
    const created = await db
      .insert(users)
      .values(
        batch.map((i) => {
          const key = String(i).padStart(10, '0');
          const withBank = random() < 0.9;
          return {
            fullName: `Member ${i}`,
            email: `member${i}@sim.example`,
            phone: `234800${key.slice(-7)}`,
            passwordHash: 'simulated',
            emailVerifiedAt: start,
            tfpPin: `TFP${key}`,
            referralKey: key,
            registrationComplete: true,
            ...(withBank
              ? { bankName: 'Access Bank', accountNumber: key, accountHolderName: `Member ${i}` }
              : {}),
            createdAt: start,
            updatedAt: start,
          };
        }),
      )
      .returning({ id: users.id });
    const rows = [];
    for (const [k, u] of created.entries()) {
      const plan = byName.get(PLAN_MIX[(from + k) % PLAN_MIX.length] as string);
      if (!plan) throw new Error('plan catalogue not seeded');
      // Members joined over the first day, at different hours.
      const startedAt = new Date(start.getTime() + Math.floor(random() * 12) * 3_600_000);
      const flexi = plan.name === 'FLEXI';
      rows.push({
        userId: u.id,
        planId: plan.id,
        status: 'active',
        paymentMethod: 'card',
        membershipFeeKobo: flexi ? 150_000n : plan.membershipFeeKobo,
        contributionKobo: flexi ? 50_000n : plan.weeklySavingKobo,
        frequency: flexi ? 'Daily' : 'Weekly',
        durationMonths: 12,
        startedAt,
        ...cycleDates(startedAt, 12),
        createdAt: startedAt,
        updatedAt: startedAt,
      });
    }
    await db.insert(memberships).values(rows);
    const cardRows = [];
    for (const u of created) {
      cardRows.push({
        userId: u.id,
        gateway: 'sandbox',
        authorizationCode: await gateway.newAuthorization(u.id),
        last4: '4081',
        brand: 'visa',
        expMonth: '12',
        expYear: '49',
        createdAt: start,
      });
    }
    await db.insert(cards).values(cardRows);
  }
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
    `  debits charged   ${r.charged} (${naira(r.chargedKobo)})`,
    `  weeks missed     ${r.missed}`,
    `  accounts locked  ${r.locked}`,
    `  titles           ${Object.entries(r.titles)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
    `  cash-outs        ${r.cashouts} (${naira(r.cashoutKobo)} to send to members' banks)`,
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
