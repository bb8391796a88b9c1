import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { createMailer } from '../../mail/mailer.ts';
import { seedAtStart } from '../../seed/index.ts';
import { createEmptyTestDatabase, testDatabaseKind } from '../../test/database.ts';
import { pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { clientIp } from '../../test/members.ts';
import {
  loadRelease1Data,
  type Release1Record,
  release1Migrations,
  release1Record,
} from '../../test/release-1.ts';
import { type Database, migrate } from '../client.ts';
import { appliedMigrations, migrationJournal } from '../journal.ts';
import { contributionWeeks, faqs, pushKeys, pushSubscriptions, seedRuns, users } from '../schema/index.ts';

/**
 * A fund that ran release 1, upgraded: release 1's schema (0000_init.sql alone), the rows its own app
 * made through its HTTP calls (release-1.sql, from scripts/release-1-fixture.mjs: members who joined by
 * card, by bank transfer and on BASIC, weekly debits, Save More, a referral, the trust network, a push
 * subscription, an operator's content edit, sessions, notifications and emails), then this build's
 * migrations, start and app on top. The steps run in order on one database.
 */
let database: Database;
let record: Release1Record;
let dataDir: string;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  record = release1Record();
  database = await createEmptyTestDatabase();
  await migrate(database, release1Migrations());
  await loadRelease1Data(database);
  dataDir = mkdtempSync(join(tmpdir(), 'trust-upgrade-'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.keys(record.counts)) {
    const [row] = await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
    out[table] = Number(row?.n);
  }
  return out;
}

const weeksOf = async (userId: number) =>
  (
    await database.db
      .select({ n: count() })
      .from(contributionWeeks)
      .where(eq(contributionWeeks.userId, userId))
  )[0]?.n ?? 0;

async function balances(): Promise<Record<string, string>> {
  const rows = await rowsOf<{ code: string; balance: string }>(
    sql`select code, balance::text as balance from ledger_accounts order by code`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, r.balance]));
}

describe(`upgrading a release-1 fund to this build (${testDatabaseKind()})`, () => {
  it("holds release 1's rows in release 1's schema before the upgrade", async () => {
    expect(await appliedMigrations(database.db)).toEqual({ applied: 1, last: '0000_init' });
    expect(await counts()).toEqual(record.counts);
  });

  it('migrates to the current schema keeping every row and every balance, with the ledger check clean', async () => {
    await migrate(database);
    const journal = migrationJournal();
    expect(journal.length).toBeGreaterThan(1);
    expect(await appliedMigrations(database.db)).toEqual({
      applied: journal.length,
      last: journal.at(-1)?.tag,
    });
    expect(await counts()).toEqual(record.counts);
    expect(await balances()).toEqual(record.balances);
    const ledger = await checkLedger(database.db);
    expect(ledger.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('starts on the upgraded database without redoing the demo or bringing back a reworded FAQ', async () => {
    const before = await counts();
    const seeded = await seedAtStart(database, { NODE_ENV: 'development' }, new ManualClock(record.now));
    expect(seeded.demoMade).toBe(false);
    expect(seeded.notice).toBeUndefined();
    expect(seeded.demoLogins.map((l) => l.email)).toContain('ada@demo.trustfund.ng');
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(faqs).where(eq(faqs.question, 'Who can join?'))).toEqual([]);
    // Every starter is marked as had, so later starts add nothing either.
    expect((await database.db.select({ n: count() }).from(seedRuns))[0]?.n).toBe(8);
    expect(await balances()).toEqual(record.balances);
  });

  it("serves release 1's members: their passwords, a session it gave out, their money, their push subscription, Save More and the weekly debit run", async () => {
    const clock = new ManualClock(record.now);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off' });
    const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox') });
    app = await buildApp({ config, database, clock, mailer });
    await app.ready();
    const served = app;
    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      served.inject({
        method,
        url: `/api${url}`,
        headers: { 'x-forwarded-for': clientIp(), ...(token ? { accesstoken: token } : {}) },
        ...(payload ? { payload } : {}),
      });

    const [bola, chidi] = record.members;
    if (!bola || !chidi) throw new Error('release-1.json names no members');
    const signedIn = await call('POST', '/login', undefined, { email: bola.email, password: bola.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.u_accesstoken as string;
    const kept = await call('GET', '/user', record.session.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.email).toBe(record.session.email);

    const money = await memberBalances(database.db, bola.id);
    const summary = await call('GET', '/getusercontribution', token);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.contribution * 100).toBe(Number(money.contributions));

    // The push key is made on this first start; release 1's subscription is still there to receive.
    expect((await call('GET', '/pushkey')).statusCode).toBe(200);
    expect(await database.db.select().from(pushKeys)).toHaveLength(1);
    const [subscription] = await database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions);
    expect(subscription?.userId).toBe(chidi.id);

    // Bola saves a week more through this build's checkout, on her release-1 membership.
    const more = await call('POST', '/usermakeupfrontcontribution', token, { con_week: 1, con_amount: 1000 });
    expect(more.statusCode, more.body).toBe(200);
    await pressCheckout({ app: served }, more.json().data.authurl, 'success');
    const saved = await call('POST', '/usermakeupfrontcontributioncallback', token, {
      reference: more.json().data.reference,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await webhooksDelivered({ app: served });
    expect((await memberBalances(database.db, bola.id)).contributions).toBe(money.contributions + 100_000n);

    // A week later this build's weekly debit runs over release 1's memberships and records each due week.
    const weeksBefore = await weeksOf(chidi.id);
    expect((await call('POST', '/test/clock', undefined, { advance_days: 7 })).statusCode).toBe(200);
    const ran = await call('POST', '/test/run-job', undefined, { name: 'cycle-auto-debit' });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(await weeksOf(chidi.id)).toBe(weeksBefore + 1);
    expect((await checkLedger(database.db)).ok).toBe(true);
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(users);
    expect(n).toBe(record.counts.users);
  });
});
