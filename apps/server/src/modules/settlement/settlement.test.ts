import { SETTLEMENT_MESSAGES } from '@trust/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, payments } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { sandboxFeeKobo } from '../../gateways/sandbox/sandbox-gateway.ts';
import { ACCOUNTS, balance, checkLedger, contributionReceived, post } from '../../ledger/index.ts';
import { runJob } from '../../scheduler/scheduler.ts';
import { settlementsJob } from '../../scheduler/settlements.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack.ts';
import { createMember, type TestMember } from '../../test/members.ts';

/**
 * Paystack's settlements (GET /settlement and its transactions): imported by the job runner, posted
 * from the provider's clearing account to the fund's bank once each, a difference flagged for
 * finance with its transactions. Against the fake Paystack (held to Paystack's published contract)
 * and the sandbox, which makes settlements of its own charges.
 */
const SECRET = 'sk_test_settlement_secret';

/** A card payment our records hold, with its money in the provider's clearing account as settle posts it. */
async function paidByCard(
  t: TestApp,
  member: TestMember,
  reference: string,
  amountKobo: bigint,
  gateway: string,
) {
  const db = t.database.db;
  await db.insert(payments).values({
    reference,
    userId: member.userId,
    purpose: 'save-more',
    method: 'card',
    gateway,
    amountKobo,
    status: 'success',
    createdAt: t.clock.now(),
    settledAt: t.clock.now(),
  });
  await post(
    db,
    contributionReceived({
      key: reference,
      description: 'Save More',
      at: t.clock.now(),
      memberId: member.userId,
      amountKobo,
      from: 'provider',
      kind: 'save-more',
    }),
  );
}

describe(`settlements from Paystack (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let fake: FakePaystack;
  let finance: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    fake = await startFakePaystack(SECRET);
    t = await createTestApp({
      env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: fake.url },
    });
    finance = await createMember(t, { user: { role: 'finance', fullName: 'Femi Finance' } });
    member = await createMember(t, { user: { fullName: 'Chidi Okeke' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  // Every request the adapter sends, and every answer of the fake, is within Paystack's contract.
  afterEach(() => {
    expect(fake.violations.splice(0)).toEqual([]);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = finance.headers) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const jobDeps = () => ({ ...t.app.deps, log: t.app.log }) as Parameters<typeof runJob>[1];
  const entriesOf = (providerId: number) =>
    t.database.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `settlement:paystack:${providerId}`));

  it('posts a settlement that matches our records once, from the provider’s clearing account to the bank', async () => {
    await paidByCard(t, member, 'SM-match-1', 500_000n, 'paystack');
    await paidByCard(t, member, 'SM-match-2', 250_000n, 'paystack');
    fake.settlements.push({
      id: 7001,
      status: 'success',
      total_processed: 750_000,
      total_fees: 0,
      deductions: null,
      effective_amount: 750_000,
      settlement_date: '2026-03-03T08:00:00.000Z',
      transactions: [
        { reference: 'SM-match-1', amount: 500_000, fees: 0, paid_at: '2026-03-02T10:00:00.000Z' },
        { reference: 'SM-match-2', amount: 250_000, fees: 0, paid_at: '2026-03-02T11:00:00.000Z' },
      ],
    });
    const bankBefore = await balance(t.database.db, ACCOUNTS.bank);
    const clearingBefore = await balance(t.database.db, ACCOUNTS.providerClearing);

    expect(await runJob(settlementsJob, jobDeps())).toEqual({ imported: 1, flagged: 0 });
    expect(await runJob(settlementsJob, jobDeps())).toEqual({ imported: 0, flagged: 0 });
    const imported = await call('POST', '/admin/settlements/import');
    expect([imported.statusCode, imported.json().message]).toEqual([200, SETTLEMENT_MESSAGES.imported]);
    expect(imported.json().data).toEqual({ imported: 0, flagged: 0 });

    expect(await entriesOf(7001)).toHaveLength(1);
    expect((await balance(t.database.db, ACCOUNTS.bank)) - bankBefore).toBe(750_000n);
    expect(clearingBefore - (await balance(t.database.db, ACCOUNTS.providerClearing))).toBe(750_000n);
    const list = await call('GET', '/admin/settlements');
    expect(list.json().data.settlements[0]).toMatchObject({
      provider_id: '7001',
      status: 'matched',
      amount: 7500,
      expected: 7500,
      difference: 0,
      transactions: 2,
      unmatched: 0,
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /settlement/7001/transactions');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('flags a difference (fees, a transaction not ours) for finance with its transactions, who reviews it with a note', async () => {
    await paidByCard(t, member, 'SM-diff-1', 1_000_000n, 'paystack');
    fake.settlements.unshift({
      id: 7002,
      status: 'success',
      total_processed: 1_300_000,
      total_fees: 25_000,
      deductions: null,
      effective_amount: 1_275_000,
      settlement_date: '2026-03-04T08:00:00.000Z',
      transactions: [
        { reference: 'SM-diff-1', amount: 1_000_000, fees: 20_000, paid_at: '2026-03-03T10:00:00.000Z' },
        { reference: 'NOT-OURS-9', amount: 300_000, fees: 5_000, paid_at: '2026-03-03T12:00:00.000Z' },
      ],
    });
    // Still pending at Paystack: not paid to the bank yet, so not imported.
    fake.settlements.unshift({
      id: 7003,
      status: 'pending',
      total_processed: 100_000,
      total_fees: 0,
      deductions: null,
      effective_amount: 100_000,
      settlement_date: '2026-03-05T08:00:00.000Z',
      transactions: [],
    });
    expect(await runJob(settlementsJob, jobDeps())).toEqual({ imported: 1, flagged: 1 });
    expect(await entriesOf(7003)).toHaveLength(0);
    const list = (await call('GET', '/admin/settlements')).json().data;
    expect(list.flagged).toBe(1);
    const flagged = list.settlements.find((s: { provider_id: string }) => s.provider_id === '7002');
    expect(flagged).toMatchObject({
      status: 'difference',
      processed: 13_000,
      fees: 250,
      amount: 12_750,
      expected: 10_000,
      difference: -2750,
      unmatched: 1,
    });
    const detail = await call('GET', `/admin/settlements/${flagged.id}`);
    expect(detail.json().data.transactions).toEqual([
      {
        reference: 'NOT-OURS-9',
        amount: 3000,
        fees: 50,
        paid_at: '2026-03-03T12:00:00.000Z',
        our_amount: null,
        member: null,
        match: 'unknown',
      },
      {
        reference: 'SM-diff-1',
        amount: 10_000,
        fees: 200,
        paid_at: '2026-03-03T10:00:00.000Z',
        our_amount: 10_000,
        member: { id: member.userId, name: 'Chidi Okeke' },
        match: 'matched',
      },
    ]);
    // What reached the bank is posted all the same: the bank's balance is the bank's.
    expect(await entriesOf(7002)).toHaveLength(1);

    const short = await call('POST', `/admin/settlements/${flagged.id}/review`, { note: 'x' });
    expect([short.statusCode, short.json().message]).toEqual([400, SETTLEMENT_MESSAGES.note]);
    const reviewed = await call('POST', `/admin/settlements/${flagged.id}/review`, {
      note: 'NOT-OURS-9 was a test charge on the dashboard; fees N250 as Paystack invoiced',
    });
    expect([reviewed.statusCode, reviewed.json().message]).toEqual([200, SETTLEMENT_MESSAGES.reviewed]);
    expect(reviewed.json().data.settlement).toMatchObject({
      status: 'reviewed',
      reviewed_by: 'Femi Finance',
    });
    const again = await call('POST', `/admin/settlements/${flagged.id}/review`, { note: 'again, twice' });
    expect([again.statusCode, again.json().message]).toEqual([409, SETTLEMENT_MESSAGES.notFlagged]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settlement.review'));
    expect(audits).toHaveLength(1);
    expect((await call('GET', '/admin/settlements/999999')).statusCode).toBe(404);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses a member’s token and a support operator with 403', async () => {
    const support = await createMember(t, { user: { role: 'support' } });
    expect((await call('GET', '/admin/settlements', undefined, member.headers)).statusCode).toBe(403);
    expect((await call('POST', '/admin/settlements/import', undefined, support.headers)).statusCode).toBe(
      403,
    );
  });
});

describe(`settlements from the sandbox (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('settles each day’s successful charges the next morning, less Paystack’s fees, flagged for finance', async () => {
    const member = await createMember(t);
    const sandbox = sandboxOf(t.app.deps.gateway);
    if (!sandbox) throw new Error('the test app runs the sandbox');
    t.clock.set(new Date('2026-06-10T10:00:00Z'));
    for (const [reference, amountKobo] of [
      ['SBX-set-1', 500_000n],
      ['SBX-set-2', 150_000n],
    ] as const) {
      await paidByCard(t, member, reference, amountKobo, 'sandbox');
      const outcome = await sandbox.chargeCard({
        reference,
        amountKobo,
        email: 'payer@example.com',
        card: { number: '4084084084084081', expMonth: '12', expYear: '30', cvv: '123', pin: '1234' },
        callbackUrl: 'http://localhost/carddetails',
      });
      expect(outcome.kind).toBe('success');
    }
    await sandbox.settled();
    // Before 08:00 the next day nothing is settled; after, the day's two charges are.
    t.clock.set(new Date('2026-06-11T06:59:00Z'));
    expect(await runJob(settlementsJob, { ...t.app.deps, log: t.app.log })).toEqual({
      imported: 0,
      flagged: 0,
    });
    t.clock.set(new Date('2026-06-11T08:00:00Z'));
    expect(await runJob(settlementsJob, { ...t.app.deps, log: t.app.log })).toEqual({
      imported: 1,
      flagged: 1,
    });
    const fees = sandboxFeeKobo(500_000n) + sandboxFeeKobo(150_000n);
    expect(fees).toBe(7_500n + 10_000n + 2_250n);
    const [s] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/settlements',
        headers: (await createMember(t, { user: { role: 'admin' } })).headers,
      })
    ).json().data.settlements;
    expect(s).toMatchObject({
      gateway: 'sandbox',
      provider_id: '20260610',
      status: 'difference',
      processed: 6500,
      fees: 197.5,
      amount: 6302.5,
      expected: 6500,
      difference: 197.5,
      unmatched: 0,
    });
    expect(await runJob(settlementsJob, { ...t.app.deps, log: t.app.log })).toEqual({
      imported: 0,
      flagged: 0,
    });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
