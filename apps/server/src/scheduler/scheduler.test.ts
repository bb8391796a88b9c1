import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { type Database, migrate, openDatabase } from '../db/client.ts';
import { contributionWeeks } from '../db/schema/index.ts';
import type { JobDeps } from '../deps.ts';
import { memberBalances } from '../ledger/index.ts';
import { WEEK_MS } from '../modules/contributions/schedule.ts';
import { debitReference } from '../modules/cycle/debit.ts';
import { createTestDatabase, testDatabaseKind } from '../test/database.ts';
import { createMember } from '../test/members.ts';
import { ScriptedGateway } from '../test/scripted-gateway.ts';
import { autoDebitJob } from './auto-debit.ts';
import { type Scheduler, startScheduler } from './scheduler.ts';

/**
 * Two server instances on one database, each running the schedule with its own pg-boss (and, on
 * PostgreSQL, its own connection pool): every member is charged once per week.
 */
const start = new Date('2026-05-04T08:00:00Z');
const clock = new ManualClock(new Date(start.getTime() + 2 * WEEK_MS + 60_000)); // week 3 is due
const noMail = { send: async () => {} };
let instances: Database[] = [];
let cleanup: () => Promise<void> = async () => {};
const schedulers: Scheduler[] = [];

async function twoInstances(): Promise<Database[]> {
  if (testDatabaseKind() === 'pglite') {
    const db = await createTestDatabase();
    cleanup = () => db.close();
    return [db, db];
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `trust_jobs_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const a = await openDatabase({ url: url.toString() });
  await migrate(a);
  const b = await openDatabase({ url: url.toString() });
  cleanup = async () => {
    await a.close();
    await b.close();
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return [a, b];
}

beforeAll(async () => {
  instances = await twoInstances();
});
afterAll(async () => {
  for (const s of schedulers) await s.stop();
  await cleanup();
});

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

describe('the job schedule on two server instances', () => {
  it('charges each member once per week when both run the schedule', async () => {
    const [a, b] = instances as [Database, Database];
    const gateway = new ScriptedGateway(clock);
    const members = [];
    for (let i = 0; i < 4; i++) {
      members.push(await createMember({ database: a, clock }, { gateway, plan: 'SILVER', startedAt: start }));
    }
    const everyMinute = { ...autoDebitJob, cron: '* * * * *' };
    for (const database of [a, b]) {
      const deps: JobDeps = { db: database.db, gateway, clock, mailer: noMail };
      schedulers.push(
        await startScheduler({ database, deps, jobs: [everyMinute], cronWorkerIntervalSeconds: 1 }),
      );
    }
    const settled = async () => {
      const rows = await a.db.select().from(contributionWeeks);
      return rows.filter((r) => r.status === 'paid').length === members.length * 3;
    };
    expect(await until(settled, 90_000)).toBe(true);

    // Both instances also push extra runs at the same moment: still one charge per week.
    await Promise.all(
      schedulers.flatMap((s) => [s.boss.send(everyMinute.name), s.boss.send(everyMinute.name)]),
    );
    await until(async () => {
      const queued = await schedulers[0]?.boss.getQueue(everyMinute.name);
      return (queued?.queuedCount ?? 0) === 0 && (queued?.activeCount ?? 0) === 0;
    }, 30_000);

    for (const m of members) {
      for (const week of [2, 3])
        expect(gateway.providerCharges.get(debitReference(m.userId, 1, week))).toBe(1);
      expect((await memberBalances(a.db, m.userId)).contributions).toBe(200_000n);
      const rows = await a.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, m.userId));
      expect(rows).toHaveLength(3);
    }
  }, 150_000);
});
