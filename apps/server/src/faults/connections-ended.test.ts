import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { contributionWeeks, journalEntries, payments, payouts } from '../db/schema/index.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable.ts';
import { checkLedger } from '../ledger/index.ts';
import { LAST_RESORT } from '../process-faults.ts';
import { createPostgresTestDatabase } from '../test/database.ts';
import { type FakePaystack, startFakePaystack } from '../test/fake-paystack.ts';
import {
  type Answer,
  callApi,
  chargeWebhook,
  financeOperators,
  freePort,
  membersWithCards,
  transferWebhook,
  waitingPayouts,
} from '../test/money-world.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';

/**
 * PostgreSQL ending the server's connections while members pay: `pg_terminate_backend` on every
 * connection to the test's own database (as a failover, a restart or an idle timeout does), several
 * times, during Save More checkouts and their returns, payment webhooks, a weekly debit run and a
 * payout batch; then a statement held past the statement timeout, and a transaction left idle past
 * the idle-in-transaction timeout. The real server process, the fake Paystack beside it. Each request
 * in flight gets its normal answer or the 503 envelope, the process keeps serving, and once the
 * members and Paystack try again everything is paid once and the ledger checks clean.
 */
const SECRET = 'sk_test_connections_ended';
const SAVERS = 4;
const DEBITED = 6;
const PAYOUTS = 3;
const STATEMENT_TIMEOUT_MS = 1_500;
const IDLE_IN_TRANSACTION_MS = 1_000;
const SAVE_MORE_KOBO = 100_000;

let fake: FakePaystack;
let server: ServerProcess;
let admin: pg.Client;
let url: string;
let dbName: string;
let drop: () => Promise<void>;
let savers: { userId: number; token: string }[];
let debited: { userId: number; token: string }[];
let operators: { maker: string; checker: string };
let payoutIds: number[];

beforeAll(async () => {
  ({ url, drop } = await createPostgresTestDatabase());
  dbName = new URL(url).pathname.slice(1);
  fake = await startFakePaystack(SECRET);
  const database = await openDatabase({ url });
  try {
    savers = await membersWithCards(database, fake, SAVERS);
    debited = await membersWithCards(database, fake, DEBITED);
    operators = await financeOperators(database);
    payoutIds = await waitingPayouts(database, PAYOUTS);
  } finally {
    await database.close();
  }
  server = await startServer(
    {
      DATABASE_URL: url,
      PAYMENT_GATEWAY: 'paystack',
      PAYSTACK_BASE_URL: fake.url,
      PAYSTACK_SECRET_KEY: SECRET,
      // The job runner's own connections are ended too, and the webhook's events are worked from its queue.
      JOBS: 'on',
      TEST_MANUAL_CLOCK: '1',
      DEBIT_CONCURRENCY: '2',
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_MS),
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
    },
    await freePort(),
  );
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await admin?.end();
  await fake?.close().catch(() => {});
  await drop?.();
}, 60_000);

/** Ends every connection to the test's database (never another database on the machine). */
async function endConnections(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
    [dbName],
  );
  return rows[0]?.n ?? 0;
}

const call = (what: string, path: string, opts?: Parameters<typeof callApi>[3]) =>
  callApi(server.url, what, path, opts);

/** Its normal answer, or the database-unavailable envelope with Retry-After: nothing else. */
function normalOr503(a: Answer, normal = [200]) {
  if (a.status === 503) {
    expect(a, a.what).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, retryAfter: '5' });
  } else expect(normal, `${a.what} answered ${a.status}: ${a.message}`).toContain(a.status);
}

/** Calls until the answer is not a 503 (the member or Paystack trying again a moment later). */
async function untilServed(make: () => Promise<Answer>, ms = 20_000): Promise<Answer> {
  const end = Date.now() + ms;
  for (;;) {
    const a = await make();
    if (a.status !== 503 || Date.now() > end) return a;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const saveMore = (token: string) =>
  call('Save More', '/usermakeupfrontcontribution', { token, body: { con_week: 1, con_amount: 1000 } });
const saveMoreReturn = (token: string, reference: string) =>
  call('Save More return', '/usermakeupfrontcontributioncallback', { token, body: { reference } });
const memberRead = (token: string) => call('member read', '/getusercontribution', { token });
const runDebit = () => call('weekly debit run', '/test/run-job', { body: { name: 'cycle-auto-debit' } });
const proposeBatch = (ids: number[]) =>
  call('payout proposal', '/admin/payouts/batches', {
    token: operators.maker,
    body: { payout_ids: ids, method: 'transfer' },
  });
const approve = (proposal: { id: number; payload_hash: string }) =>
  call('payout approval', `/admin/approvals/${proposal.id}/approve`, {
    token: operators.checker,
    body: { payload_hash: proposal.payload_hash },
  });

/** Paystack finishes every transfer it holds and tells the server, until it answers 200. */
async function providerFinishesTransfers() {
  const told = [...fake.transfers].map(([reference, t]) => {
    t.status = 'success';
    return untilServed(() => transferWebhook(server.url, SECRET, reference, 'success'));
  });
  for (const a of await Promise.all(told)) expect(a.status).toBe(200);
}

/**
 * The transfer webhooks are worked from the job queue: waits until every payout is sent. An event whose
 * first working was cut off waits for the payment-events sweep, every 30 seconds, hence the minute.
 */
async function untilSent(ids: number[]) {
  await untilTrue(
    () =>
      withDatabase(async ({ db }) =>
        (await db.select().from(payouts).where(inArray(payouts.id, ids))).every((p) => p.status === 'sent'),
      ),
    75_000,
  );
}

async function untilTrue(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end)
      throw new Error(`not within ${ms} ms; the server said:\n${server.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('PostgreSQL ending the server’s connections while members pay', () => {
  it('answers each call in flight normally or with the 503 envelope, keeps serving, and loses and doubles nothing', async () => {
    const proposed = await proposeBatch(payoutIds);
    expect(proposed.status).toBe(200);
    const proposal = proposed.data?.proposal as { id: number; payload_hash: string };

    // The burst: every saver pays Save More again and again (checkout, paid at Paystack, the browser's
    // return and the webhook at once), members read their figures, a debit run and a batch approval.
    const answers: Answer[] = [];
    const references = new Map<string, string>(); // Save More reference -> its member's token
    let running = true;
    const record = async (a: Promise<Answer>) => {
      const answer = await a;
      answers.push(answer);
      return answer;
    };
    const savingLoops = savers.map(async ({ token }) => {
      while (running) {
        const started = await record(saveMore(token));
        const reference = started.data?.reference as string | undefined;
        if (!reference) continue;
        references.set(reference, token);
        fake.pay(reference);
        await Promise.all([
          record(saveMoreReturn(token, reference)),
          record(chargeWebhook(server.url, SECRET, reference, SAVE_MORE_KOBO)),
        ]);
      }
    });
    const readingLoop = (async () => {
      while (running) await record(memberRead(debited[0]?.token as string));
    })();
    const debitRun = record(runDebit());
    const approval = record(approve(proposal));

    const ended: number[] = [];
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 400));
      ended.push(await endConnections());
    }
    running = false;
    await Promise.all([...savingLoops, readingLoop, debitRun, approval]);

    expect(server.child.exitCode).toBeNull();
    // The first end met the server's connections at work (later ones meet whatever it made again).
    expect(ended[0]).toBeGreaterThan(0);
    for (const a of answers) normalOr503(a);
    expect(answers.filter((a) => a.what === 'Save More' && a.status === 200).length).toBeGreaterThan(0);

    // Serving again by itself: ready, and a member's call answers.
    await untilTrue(async () => (await call('ready', '/health/ready')).status === 200, 15_000);
    expect((await memberRead(savers[0]?.token as string)).status).toBe(200);

    // The members come back from the checkout again, the checker approves again if the first was
    // cut off, Paystack finishes the transfers, and the next debit run (15 minutes later) resumes
    // what the cut-off one left open.
    const returns = [...references].map(([reference, token]) =>
      untilServed(() => saveMoreReturn(token, reference)),
    );
    const approved = (await approval).status === 200 ? approval : untilServed(() => approve(proposal));
    for (const a of [...(await Promise.all(returns)), await approved])
      expect(a).toMatchObject({ status: 200 });
    await providerFinishesTransfers();
    await untilSent(payoutIds);
    expect((await call('clock', '/test/clock', { body: { advance_days: 15 / (24 * 60) } })).status).toBe(200);
    expect((await untilServed(runDebit)).status).toBe(200);

    await withDatabase(async ({ db }) => {
      // Every Save More paid at Paystack is applied, and posted once under its reference.
      const paid = [...references.keys()];
      const rows = await db.select().from(payments).where(inArray(payments.reference, paid));
      expect(rows.map((p) => p.status)).toEqual(paid.map(() => 'success'));
      const entries = await db
        .select({ key: journalEntries.idempotencyKey })
        .from(journalEntries)
        .where(inArray(journalEntries.idempotencyKey, paid));
      expect(entries.map((e) => e.key).sort()).toEqual([...paid].sort());
      // Every debited member's second week is paid, charged once at Paystack and posted once.
      const weeks = await db
        .select()
        .from(contributionWeeks)
        .where(
          and(
            eq(contributionWeeks.week, 2),
            inArray(
              contributionWeeks.userId,
              debited.map((m) => m.userId),
            ),
          ),
        );
      expect(weeks.map((w) => w.status)).toEqual(debited.map(() => 'paid'));
      const debitRefs = weeks.map((w) => w.reference as string);
      expect(debitRefs.filter((r) => fake.transactions.get(r)?.status === 'success')).toHaveLength(DEBITED);
      const debitEntries = await db
        .select({ key: journalEntries.idempotencyKey })
        .from(journalEntries)
        .where(inArray(journalEntries.idempotencyKey, debitRefs));
      expect(debitEntries).toHaveLength(DEBITED);
      // Every payout sent once: one transfer each at Paystack.
      const sent = await db.select().from(payouts).where(inArray(payouts.id, payoutIds));
      expect(sent.map((p) => p.status)).toEqual(payoutIds.map(() => 'sent'));
      expect(fake.transfers.size).toBe(PAYOUTS);

      // The check `npm run ledger:check` runs: every invariant of the ledger holds.
      const report = await checkLedger(db);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    });

    // Every fault was handled where it happened: none reached the process's last resort.
    expect(server.output()).not.toContain(LAST_RESORT);
    expect(server.output()).toContain('database connection lost; the pool replaces it');
  }, 120_000);

  it('answers 503 when a statement runs past the statement timeout, and settles the payment once when tried again', async () => {
    const [member] = savers;
    const token = member?.token as string;
    const started = await saveMore(token);
    expect(started.status).toBe(200);
    const reference = started.data?.reference as string;
    fake.pay(reference);
    // Another transaction holds the payment's row: settling it waits, and the statement is cancelled.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from payments where reference = $1 for update', [reference]);
      const t0 = Date.now();
      const cut = await saveMoreReturn(token, reference);
      expect(cut).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(Date.now() - t0).toBeLessThan(STATEMENT_TIMEOUT_MS + 4_000);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect(await saveMoreReturn(token, reference)).toMatchObject({ status: 200 });
    const posted = await withDatabase(({ db }) =>
      db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, reference)),
    );
    expect(posted).toHaveLength(1);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it('answers 503 when the server ends a transaction left idle too long, and sends the batch once when approved again', async () => {
    const ids = await withDatabase((database) => waitingPayouts(database, 2));
    const proposed = await proposeBatch(ids);
    expect(proposed.status).toBe(200);
    const proposal = proposed.data?.proposal as { id: number; payload_hash: string };
    // Each transfer takes longer than PostgreSQL lets the approval's transaction sit idle meanwhile.
    fake.transferDelayMs = IDLE_IN_TRANSACTION_MS + 800;
    const cut = await approve(proposal);
    fake.transferDelayMs = 0;
    expect(cut).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await untilServed(() => approve(proposal))).status).toBe(200);
    await providerFinishesTransfers();
    await untilSent(ids);
    const rows = await withDatabase(({ db }) => db.select().from(payouts).where(inArray(payouts.id, ids)));
    expect(rows.map((p) => p.status)).toEqual(['sent', 'sent']);
    expect([...fake.transfers.keys()].filter((r) => ids.some((id) => r.endsWith(`-${id}`)))).toHaveLength(2);
    expect(server.output()).not.toContain(LAST_RESORT);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
