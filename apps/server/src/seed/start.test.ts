import { USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/client.ts';
import {
  etcCities,
  faqs,
  journalEntries,
  meetings,
  memberships,
  plans,
  seedRuns,
  testimonials,
  users,
} from '../db/schema/index.ts';
import { checkLedger, memberBalances } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { pressCheckout, webhooksDelivered } from '../test/joining.ts';
import { clientIp, login } from '../test/members.ts';
import { DEMO_LOGINS } from './accounts.ts';
import { DEMO_STAFF_LOGINS } from './staff.ts';
import { NO_OPERATOR_NOTICE, seedAtStart } from './start.ts';

/**
 * What a start does after migrating (seed/start.ts), run again and again on one database as a fund
 * restarts after its members and operators have acted, as main.ts runs it.
 */
const password = (email: string) =>
  [...DEMO_LOGINS, ...DEMO_STAFF_LOGINS].find((d) => d.email === email)?.password ?? '';

let t: TestApp;
/** The app serving now (rebuilt by each restart, on the same database). */
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  app = t.app;
});
afterAll(async () => {
  await webhooksDelivered({ ...t, app });
  if (app !== t.app) await app.close();
  await t.close();
});

/**
 * A restart: migrate, the start's seeding as a development start does it, and a new app on the same
 * database (the old one closed; the app keeps NODE_ENV=test for the browser tests' fixture call).
 */
async function restart() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, JOBS: 'off' });
  await migrate(t.database);
  const seeded = await seedAtStart(t.database, { ...config, NODE_ENV: 'development' }, t.clock);
  await webhooksDelivered({ ...t, app });
  if (app !== t.app) await app.close();
  app = await buildApp({ config, database: t.database, clock: t.clock, mailer: t.app.deps.mailer });
  await app.ready();
  return seeded;
}

async function signIn(email: string, pass = password(email)) {
  const res = await login({ ...t, app }, { email, password: pass });
  expect(res.statusCode, res.body).toBe(200);
  return { accesstoken: res.json().data.u_accesstoken as string };
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });

const userByEmail = async (email: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no account ${email}`);
  return u;
};
const planOf = async (userId: number) => {
  const [row] = await t.database.db
    .select({ plan: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['pending', 'active'])));
  return row?.plan ?? null;
};
const countOf = async (
  table: typeof faqs | typeof testimonials | typeof etcCities | typeof meetings | typeof journalEntries,
) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('a fund that restarts after its members and operators acted', () => {
  it('makes the demo on the empty database of the first start, once', async () => {
    const first = await restart();
    expect(first.demoMade).toBe(true);
    expect(first.demoLogins.map((l) => l.email)).toEqual(
      [...DEMO_LOGINS, ...DEMO_STAFF_LOGINS].map((d) => d.email),
    );
    expect(first.notice).toBeUndefined();
    const second = await restart();
    expect(second.demoMade).toBe(false);
    expect(second.demoLogins).toEqual(first.demoLogins);
    // Half a year of nine members' history, made through the services, takes its time.
  }, 180_000);

  it('gives the demo a customer-care agent and an expert of each kind who can open their chat, and a second admin', async () => {
    for (const s of DEMO_STAFF_LOGINS) {
      const headers = await signIn(s.email);
      const res = await call(headers, 'GET', '/chat/conversations');
      expect(res.statusCode, s.email).toBe(200);
    }
    const staff = (await call(await signIn('admin@trustfund.ng'), 'GET', '/admin/staff')).json().data.staff;
    const roleOf = (email: string) => staff.find((x: { email: string }) => x.email === email)?.role;
    expect(DEMO_STAFF_LOGINS.map((s) => roleOf(s.email))).toEqual(DEMO_STAFF_LOGINS.map((s) => s.staffRole));
  });

  it('gives every console queue something to act on: loans, POP and ETC at each step, a payout batch and a transfer to confirm', async () => {
    const loansOp = await signIn('loans@trustfund.ng');
    const loans = (await call(loansOp, 'GET', '/admin/loans')).json().data.loans as {
      state: string;
      member: { name: string };
    }[];
    const stateOf = (name: string) => loans.find((l) => l.member.name === name)?.state;
    expect([stateOf('Chidi Nwosu'), stateOf('Halima Bello'), stateOf('Emeka Obi')]).toEqual([
      'awaiting',
      'approved',
      'disbursed',
    ]);
    const popEtc = async (kind: string, status: number) =>
      (await call(loansOp, 'GET', `/admin/popetc?kind=${kind}&status=${status}`)).json().data
        .applications as {
        proposal_id: number | null;
      }[];
    for (const kind of ['pop', 'etc']) {
      const inProcess = await popEtc(kind, 1);
      // One just in, one proposed for a second operator; one in use.
      expect(inProcess.map((a) => a.proposal_id !== null).sort()).toEqual([false, true]);
      expect(await popEtc(kind, 2)).toHaveLength(1);
    }
    const admin = await signIn('admin@trustfund.ng');
    const waiting = (await call(admin, 'GET', '/admin/approvals')).json().data.proposals as {
      kind: string;
    }[];
    expect(waiting.map((p) => p.kind).sort()).toEqual(['etc-disbursal', 'payout-batch', 'pop-disbursal']);
    const finance = await signIn('finance@trustfund.ng');
    const transfers = (await call(finance, 'GET', '/admin/transfers')).json().data.transfers as {
      kind: string;
      member: { name: string };
      amount: number;
    }[];
    expect(transfers.find((x) => x.member.name === 'Emeka Obi' && x.kind === 'loan')?.amount).toBe(10_000);
    // Emeka owes ₦30,000 of his ₦50,000 loan; the ledger is clean.
    const emeka = await userByEmail('emeka@demo.trustfund.ng');
    expect((await memberBalances(t.database.db, emeka.id)).loan).toBe(3_000_000n);
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('starts cleanly any number of times after a plan change, Save More, content edits, a password change, a termination and a lock, keeping each', async () => {
    const db = t.database.db;
    const ada = await userByEmail('ada@demo.trustfund.ng');
    const tunde = await userByEmail('tunde@demo.trustfund.ng');

    // Tunde moves from SILVER to GOLD and pays the difference by card.
    const tundeIn = await signIn(tunde.email);
    const gold = (await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'GOLD')))[0]?.id;
    const change = await call(tundeIn, 'POST', '/userplanchange', { pl_id: gold, pl_change: 1 });
    expect(change.statusCode, change.body).toBe(200);
    const { authurl, reference } = change.json().data;
    await pressCheckout({ ...t, app }, authurl, 'success');
    const verified = await call(tundeIn, 'POST', '/userplanpaymentcallback', { payment_data: reference });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await planOf(tunde.id)).toBe('GOLD');

    // Ada saves two more weeks by card.
    const adaIn = await signIn(ada.email);
    const more = await call(adaIn, 'POST', '/usermakeupfrontcontribution', {
      con_week: 2,
      con_amount: 10000,
    });
    expect(more.statusCode, more.body).toBe(200);
    await pressCheckout({ ...t, app }, more.json().data.authurl, 'success');
    const saved = await call(adaIn, 'POST', '/usermakeupfrontcontributioncallback', {
      reference: more.json().data.reference,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await webhooksDelivered({ ...t, app });

    // The content operator rewords a FAQ, removes a testimonial and renames an ETC city.
    const content = await signIn('content@trustfund.ng');
    const [faq] = await db.select().from(faqs).where(eq(faqs.question, 'Who can join?'));
    const reworded = await call(content, 'PUT', `/admin/content/faq/${faq?.id}`, {
      question: 'Who may become a member?',
      answer: faq?.answer,
      position: faq?.position,
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    const [gone] = await db.select().from(testimonials).limit(1);
    expect((await call(content, 'DELETE', `/admin/content/testimonials/${gone?.id}`)).statusCode).toBe(200);
    const admin = await signIn('admin@trustfund.ng');
    const [lagos] = await db.select().from(etcCities).where(eq(etcCities.name, 'Lagos'));
    const renamed = await call(admin, 'PUT', `/admin/etc-cities/${lagos?.id}`, { name: 'Lagos (Ikeja)' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // The admin changes their password; the support operator terminates Tunde; Ada is locked.
    const changed = await call(admin, 'POST', '/changepassword', {
      old_password: 'Admin@2026',
      new_password: 'NewAdmin2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const support = await signIn('support@trustfund.ng');
    const terminated = await call(support, 'POST', `/admin/members/${tunde.id}/terminate`, {
      reason: 'Asked to leave the fund',
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    // (Four missed weeks lock a member; the browser tests' fixture call sets it directly.)
    const locked = await app.inject({
      method: 'POST',
      url: '/api/test/member-fixture',
      payload: { email: ada.email, u_status: USER_LOCKED },
    });
    expect(locked.statusCode, locked.body).toBe(200);

    const adaMoney = await memberBalances(db, ada.id);
    const tundeMoney = await memberBalances(db, tunde.id);
    const counts = {
      faqs: await countOf(faqs),
      testimonials: await countOf(testimonials),
      cities: await countOf(etcCities),
      meetings: await countOf(meetings),
      entries: await countOf(journalEntries),
    };

    for (let i = 0; i < 3; i++) {
      const seeded = await restart();
      expect([seeded.demoMade, seeded.notice]).toEqual([false, undefined]);
    }

    expect(await planOf(tunde.id)).toBe('GOLD');
    expect((await userByEmail(tunde.email)).status).toBe(USER_TERMINATED);
    expect((await userByEmail(ada.email)).status).toBe(USER_LOCKED);
    expect(await memberBalances(db, ada.id)).toEqual(adaMoney);
    expect(await memberBalances(db, tunde.id)).toEqual(tundeMoney);
    expect({
      faqs: await countOf(faqs),
      testimonials: await countOf(testimonials),
      cities: await countOf(etcCities),
      meetings: await countOf(meetings),
      entries: await countOf(journalEntries),
    }).toEqual(counts);
    expect(await db.select().from(faqs).where(eq(faqs.question, 'Who can join?'))).toEqual([]);
    expect(await db.select().from(etcCities).where(eq(etcCities.name, 'Lagos'))).toEqual([]);
    expect(
      (await login({ ...t, app }, { email: 'admin@trustfund.ng', password: 'Admin@2026' })).statusCode,
    ).toBe(400);
    await signIn('admin@trustfund.ng', 'NewAdmin2027');
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

describe('a production start', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp();
  });
  afterAll(() => p.close());
  const production = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://trustfund.ng', LOG_LEVEL: 'silent', ...env });

  it('makes no demo member or operator, adds the catalogue and content, and says how to make the first operator', async () => {
    const seeded = await seedAtStart(p.database, production(), p.clock);
    expect(seeded).toEqual({ demoLogins: [], demoMade: false, notice: NO_OPERATOR_NOTICE });
    expect(await p.database.db.select().from(users)).toEqual([]);
    expect((await p.database.db.select({ n: count() }).from(plans))[0]?.n).toBe(5);
    expect((await p.database.db.select({ n: count() }).from(faqs))[0]?.n).toBeGreaterThan(0);
    expect((await p.database.db.select({ name: seedRuns.name }).from(seedRuns)).length).toBe(8);
  });

  it('makes the first operator from ADMIN_EMAIL and ADMIN_PASSWORD once, and never changes it again', async () => {
    const env = { ADMIN_EMAIL: 'Chair@TrustFund.ng', ADMIN_PASSWORD: 'FirstAdmin2026' };
    const seeded = await seedAtStart(p.database, production(env), p.clock);
    expect(seeded).toMatchObject({ firstOperator: 'chair@trustfund.ng', demoLogins: [], demoMade: false });
    expect(seeded.notice).toBeUndefined();
    // Started again with another password, or another email: the admin stays as made.
    await seedAtStart(p.database, production({ ...env, ADMIN_PASSWORD: 'SomethingElse99' }), p.clock);
    await seedAtStart(
      p.database,
      production({ ADMIN_EMAIL: 'second@trustfund.ng', ADMIN_PASSWORD: 'SecondAdmin2026' }),
      p.clock,
    );
    const accounts = await p.database.db.select({ email: users.email, role: users.role }).from(users);
    expect(accounts).toEqual([{ email: 'chair@trustfund.ng', role: 'admin' }]);
    const ok = await login(p, { email: 'chair@trustfund.ng', password: 'FirstAdmin2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.u_role).toBe('admin');
    expect((await login(p, { email: 'chair@trustfund.ng', password: 'SomethingElse99' })).statusCode).toBe(
      400,
    );
  });

  it('refuses to start without an https:// PUBLIC_URL, or with a weak ADMIN_PASSWORD, in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      "Invalid setting PUBLIC_URL: with NODE_ENV=production it must be the site's https:// address",
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://trustfund.ng' })).toThrow(
      'Invalid setting PUBLIC_URL',
    );
    expect(() => production({ ADMIN_EMAIL: 'a@trustfund.ng', ADMIN_PASSWORD: 'short' })).toThrow(
      'Invalid setting ADMIN_PASSWORD: Password must be at least 8 characters with at least one letter and one number',
    );
    expect(() => production({ ADMIN_EMAIL: 'a@trustfund.ng' })).toThrow(
      'Invalid setting ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  });
});
