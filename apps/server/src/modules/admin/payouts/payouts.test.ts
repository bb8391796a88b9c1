import { PAYOUT_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payouts } from '../../../db/schema/index.ts';
import { SANDBOX_ACCOUNTS, sandboxOf } from '../../../gateways/index.ts';
import { signWebhook } from '../../../gateways/webhook-signature.ts';
import { ACCOUNTS, balance, checkLedger, post } from '../../../ledger/index.ts';
import { earningsRedeemed, referralEarning } from '../../../ledger/transfers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import type { FakeTransfer } from '../../../test/fake-paystack-transfer-answers.ts';
import { createMember } from '../../../test/members.ts';
import { payoutReads } from '../../../test/payout-reads.ts';

let t: TestApp;
let maker: Awaited<ReturnType<typeof createMember>>;
let checker: Awaited<ReturnType<typeof createMember>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  maker = await createMember(t, { user: { role: 'finance', fullName: 'Funmi Maker' } });
  checker = await createMember(t, { user: { role: 'finance', fullName: 'Chidi Checker' } });
});
afterAll(() => t.close());

const sandbox = () => {
  const s = sandboxOf(t.app.deps.gateway);
  if (!s) throw new Error('the test app runs the sandbox');
  return s;
};

/** A member whose redeemed earnings wait as a payout, as the redemption call leaves them. */
async function waitingPayout(opts: { amountKobo?: bigint; bankName?: string; accountNumber?: string } = {}) {
  const member = await createMember(t, { user: { fullName: 'Ada Obi' } });
  const amountKobo = opts.amountKobo ?? 1_250_000n;
  const at = t.clock.now();
  const n = ++seq;
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await post(
      tx,
      referralEarning({
        key: `test-earn:${member.userId}:${n}`,
        referrerId: member.userId,
        amountKobo,
        description: 'Referral',
        at,
      }),
    );
    await post(
      tx,
      earningsRedeemed({
        key: `test-redeem:${member.userId}:${n}`,
        memberId: member.userId,
        amountKobo,
        description: 'Redeemed',
        at,
      }),
    );
  });
  const [row] = await db
    .insert(payouts)
    .values({
      userId: member.userId,
      kind: 'redemption',
      reference: `test-redeem:${member.userId}:${n}`,
      amountKobo,
      bankName: opts.bankName ?? 'Guaranty Trust Bank',
      accountNumber: opts.accountNumber ?? '0123456789',
      accountHolderName: 'Ada Obi',
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('no payout');
  return { member, payout: row };
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
const proposeBatch = (ids: number[], method: 'transfer' | 'csv', who = maker) =>
  call('POST', '/admin/payouts/batches', who.headers, { payout_ids: ids, method });
const approve = (proposal: { id: number; payload_hash: string }, who = checker) =>
  call('POST', `/admin/approvals/${proposal.id}/approve`, who.headers, {
    payload_hash: proposal.payload_hash,
  });
const { payoutRow, earnings, told } = payoutReads(() => t);

/** Proposes a batch by maker, approves it by checker, and waits for the sandbox's webhooks. */
async function sendBatch(ids: number[], method: 'transfer' | 'csv' = 'transfer') {
  const proposed = await proposeBatch(ids, method);
  expect(proposed.statusCode).toBe(200);
  const batch = proposed.json().data;
  const approved = await approve(batch.proposal);
  expect(approved.statusCode).toBe(200);
  await sandbox().settled();
  return { batch, approved: approved.json().data };
}

describe('payouts through the sandbox transfer API', () => {
  it('settles, on approval, a transfer an earlier approval sent and never committed (the server stopped mid-batch): sent once, paid once', async () => {
    const { member, payout } = await waitingPayout();
    const due = await balance(t.database.db, ACCOUNTS.payoutsDue);
    const batch = (await proposeBatch([payout.id], 'transfer')).json().data;
    // What the stopped approval left at the provider: the payout's transfer, finished. Its webhook
    // found no payout waiting on that reference (the approval's changes were rolled back).
    const reference = `tf-payout-${payout.id}`;
    const { recipientCode } = await sandbox().createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: payout.accountNumber,
      bankCode: '058',
    });
    await sandbox().initiateTransfer({
      reference,
      amountKobo: payout.amountKobo,
      recipientCode,
      reason: 'x',
    });
    await sandbox().settled();
    expect((await payoutRow(payout.id))?.status).toBe('batched');

    const approved = await approve(batch.proposal);
    expect(approved.json().data.result).toMatchObject({ sending: 0, sent: 1, failed: 0, not_sent: 0 });
    await sandbox().settled();
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'sent', transferReference: reference });
    expect(await balance(t.database.db, ACCOUNTS.payoutsDue)).toBe(due - payout.amountKobo);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    expect([...sandbox().transfers.keys()].filter((k) => k === reference)).toHaveLength(1);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('lists a waiting payout with the member’s bank details and the bank’s code', async () => {
    const { payout } = await waitingPayout();
    const res = await call('GET', '/admin/payouts?status=pending', maker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payouts).toContainEqual(
      expect.objectContaining({
        id: payout.id,
        kind: 'redemption',
        amount: 12_500,
        bank_name: 'Guaranty Trust Bank',
        bank_code: '058',
        account_number: '0123456789',
        account_holder_name: 'Ada Obi',
        status: 'pending',
      }),
    );
  });

  it('sends nothing on proposal, refuses the proposer’s approval, and on approval sends once: payouts-due leaves to the provider', async () => {
    const { member, payout } = await waitingPayout();
    const due = await balance(t.database.db, ACCOUNTS.payoutsDue);
    const proposed = await proposeBatch([payout.id], 'transfer');
    expect([proposed.statusCode, proposed.json().message]).toEqual([200, PAYOUT_MESSAGES.proposed]);
    const batch = proposed.json().data;
    expect(batch).toMatchObject({ method: 'transfer', status: 'proposed', total: 12_500, count: 1 });
    expect(batch.proposal.summary).toBe('Send 1 payout, ₦12,500, by transfer');
    expect((await payoutRow(payout.id))?.status).toBe('batched');
    // Batched payouts cannot be batched again.
    const twice = await proposeBatch([payout.id], 'csv', checker);
    expect([twice.statusCode, twice.json().message]).toEqual([409, PAYOUT_MESSAGES.notPending]);
    const own = await approve(batch.proposal, maker);
    expect(own.statusCode).toBe(403);
    expect(sandbox().transfers.has(`tf-payout-${payout.id}`)).toBe(false);

    const approved = await approve(batch.proposal);
    expect(approved.json().data.result).toMatchObject({ sending: 1, failed: 0, not_sent: 0 });
    await sandbox().settled();
    const sent = await payoutRow(payout.id);
    expect(sent).toMatchObject({ status: 'sent', transferReference: `tf-payout-${payout.id}` });
    expect(await balance(t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    const batches = (await call('GET', '/admin/payouts/batches', maker.headers)).json().data.batches;
    expect(batches.find((b: { id: number }) => b.id === batch.id)).toMatchObject({ status: 'sent' });

    // The provider delivers the webhook again, and the approval is clicked again: nothing changes.
    sandbox().replayTransferWebhook(`tf-payout-${payout.id}`);
    await sandbox().settled();
    expect((await approve(batch.proposal)).statusCode).toBe(200);
    await sandbox().settled();
    expect(await balance(t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    expect(sandbox().transfers.size).toBeGreaterThan(0);
  });

  it('returns a failed transfer’s money to the member’s earnings once, and tells the member', async () => {
    const { member, payout } = await waitingPayout({ accountNumber: SANDBOX_ACCOUNTS.fails });
    const due = await balance(t.database.db, ACCOUNTS.payoutsDue);
    await sendBatch([payout.id]);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Could not credit the account',
    });
    expect(await earnings(member.userId)).toBe(1_250_000n);
    expect(await balance(t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
    sandbox().replayTransferWebhook(`tf-payout-${payout.id}`);
    await sandbox().settled();
    expect(await earnings(member.userId)).toBe(1_250_000n);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
    const failed = (await call('GET', '/admin/payouts?status=failed', maker.headers)).json().data.payouts;
    expect(failed.map((p: { id: number }) => p.id)).toContain(payout.id);
  });

  it('returns a reversed transfer’s money from the provider’s balance to the member once', async () => {
    const { member, payout } = await waitingPayout({ accountNumber: SANDBOX_ACCOUNTS.reversed });
    const clearing = await balance(t.database.db, ACCOUNTS.providerClearing);
    await sendBatch([payout.id]);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'failed' });
    expect((await payoutRow(payout.id))?.failureReason).toMatch(/^Reversed/);
    expect(await earnings(member.userId)).toBe(1_250_000n);
    // Sent, then back: the provider's balance is where it was.
    expect(await balance(t.database.db, ACCOUNTS.providerClearing)).toBe(clearing);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
    sandbox().replayTransferWebhook(`tf-payout-${payout.id}`);
    await sandbox().settled();
    expect(await earnings(member.userId)).toBe(1_250_000n);
  });

  it('fails a transfer through the test switch whatever the account', async () => {
    const { member, payout } = await waitingPayout();
    sandbox().transferOutcome = 'failed';
    try {
      await sendBatch([payout.id]);
    } finally {
      sandbox().transferOutcome = null;
    }
    expect((await payoutRow(payout.id))?.status).toBe('failed');
    expect(await earnings(member.userId)).toBe(1_250_000n);
  });

  it("sends OPay, Moniepoint, Kuda and PalmPay payouts by transfer with the codes of the provider's list", async () => {
    const names = ['OPay Digital Services Limited (OPay)', 'Moniepoint MFB', 'Kuda Bank', 'PalmPay'];
    const waiting = [];
    for (const bankName of names) waiting.push((await waitingPayout({ bankName })).payout);
    const listed = (await call('GET', '/admin/payouts?status=pending', maker.headers)).json().data.payouts;
    expect(waiting.map((p) => listed.find((l: { id: number }) => l.id === p.id)?.bank_code)).toEqual([
      '999992',
      '50515',
      '50211',
      '999991',
    ]);
    await sendBatch(waiting.map((p) => p.id));
    for (const p of waiting) expect((await payoutRow(p.id))?.status).toBe('sent');
  });

  it('refuses a transfer batch with a bank that has no code, and takes it as a CSV batch', async () => {
    const { payout } = await waitingPayout({ bankName: 'Mutual Trust Savings' });
    const res = await proposeBatch([payout.id], 'transfer');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      PAYOUT_MESSAGES.noBankCode('Mutual Trust Savings'),
    ]);
    expect((await payoutRow(payout.id))?.status).toBe('pending');
    const empty = await call('POST', '/admin/payouts/batches', maker.headers, {
      payout_ids: [],
      method: 'csv',
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, PAYOUT_MESSAGES.choose]);
    const noMethod = await call('POST', '/admin/payouts/batches', maker.headers, { payout_ids: [payout.id] });
    expect([noMethod.statusCode, noMethod.json().message]).toEqual([400, PAYOUT_MESSAGES.method]);
  });

  it('puts a rejected batch’s payouts back to pending', async () => {
    const { payout } = await waitingPayout();
    const batch = (await proposeBatch([payout.id], 'transfer')).json().data;
    const res = await call('POST', `/admin/approvals/${batch.proposal.id}/reject`, checker.headers, {
      reason: 'Wrong account',
    });
    expect(res.statusCode).toBe(200);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'pending', batchId: null });
  });
});

describe('payouts by a bulk-payment CSV', () => {
  it('exports the approved batch as a CSV for the bank, and a second operator marks it sent (payouts-due -> bank)', async () => {
    const a = await waitingPayout({ bankName: 'Moniepoint MFB', accountNumber: '5012345678' });
    const b = await waitingPayout({
      amountKobo: 700_050n,
      bankName: 'Zenith Bank',
      accountNumber: '2012345678',
    });
    await t.database.db
      .update(payouts)
      .set({ accountHolderName: '=cmd|Obi, "Ada"' })
      .where(eq(payouts.id, b.payout.id));
    const bank = await balance(t.database.db, ACCOUNTS.bank);
    const proposed = (await proposeBatch([a.payout.id, b.payout.id], 'csv')).json().data;
    const early = await call('GET', `/admin/payouts/batches/${proposed.id}/csv`, maker.headers);
    expect([early.statusCode, early.json().message]).toEqual([409, PAYOUT_MESSAGES.notExported]);
    await approve(proposed.proposal);
    const csv = await call('GET', `/admin/payouts/batches/${proposed.id}/csv`, maker.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payout-batch-${proposed.id}.csv"`);
    expect(csv.body.split('\r\n')).toEqual([
      'Beneficiary Name,Account Number,Bank Name,Bank Code,Amount,Narration,Reference',
      `Ada Obi,5012345678,Moniepoint MFB,50515,12500.00,Trust Fund earnings batch ${proposed.id},tf-payout-${a.payout.id}`,
      `"'=cmd|Obi, ""Ada""",2012345678,Zenith Bank,057,7000.50,Trust Fund earnings batch ${proposed.id},tf-payout-${b.payout.id}`,
      '',
    ]);
    expect((await payoutRow(a.payout.id))?.status).toBe('batched');

    const own = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, maker.headers);
    expect([own.statusCode, own.json().message]).toEqual([403, PAYOUT_MESSAGES.ownBatch]);
    const sent = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, checker.headers);
    expect([sent.statusCode, sent.json().data.status]).toEqual([200, 'sent']);
    const again = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, checker.headers);
    expect(again.statusCode).toBe(200);
    expect(await balance(t.database.db, ACCOUNTS.bank)).toBe(bank - 1_950_050n);
    expect((await payoutRow(b.payout.id))?.status).toBe('sent');
    expect(await told(a.member.userId, 'Payout sent')).toBe(1);
  });
});

describe('payouts: checks', () => {
  it('answers 404 for an unknown batch and a member 403', async () => {
    const res = await call('GET', '/admin/payouts/batches/999999/csv', maker.headers);
    expect([res.statusCode, res.json().message]).toEqual([404, PAYOUT_MESSAGES.notFound]);
    const member = await createMember(t);
    expect((await call('GET', '/admin/payouts', member.headers)).statusCode).toBe(403);
  });

  it('leaves the ledger balanced', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.ok).toBe(true);
  });
});

describe('payouts through Paystack (a fake held to its published contract)', () => {
  const SECRET = 'sk_test_fake_paystack_payouts';
  let fake: FakePaystack;
  let p: TestApp;

  beforeAll(async () => {
    fake = await startFakePaystack(SECRET);
    p = await createTestApp({
      env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: fake.url },
    });
  });
  afterAll(async () => {
    await p.close();
    await fake.close();
  });

  it('sends the batch with a recipient and a transfer, and applies transfer.success once however often it arrives', async () => {
    const saved = t;
    t = p;
    try {
      const a = await createMember(p, { user: { role: 'finance' } });
      const b = await createMember(p, { user: { role: 'finance' } });
      const { member, payout } = await waitingPayout();
      const batch = (await proposeBatch([payout.id], 'transfer', a)).json().data;
      const approved = await approve(batch.proposal, b);
      expect(approved.json().data.result).toMatchObject({ sending: 1 });
      const reference = `tf-payout-${payout.id}`;
      // The bank list read as the app started is not part of the payout.
      const sent = fake.requests.filter((r) => !r.path.startsWith('/bank?'));
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /transferrecipient', 'POST /transfer']);
      expect((await payoutRow(payout.id))?.status).toBe('sending');

      const webhook = async (event: string) => {
        const body = JSON.stringify({ event, data: { reference, status: 'success', amount: 1_250_000 } });
        const answer = await p.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, SECRET) },
          payload: body,
        });
        await p.app.paymentEvents.idle();
        return answer;
      };
      // The event is a hint: while Paystack still says pending, nothing changes.
      expect((await webhook('transfer.success')).statusCode).toBe(200);
      expect((await payoutRow(payout.id))?.status).toBe('sending');
      (fake.transfers.get(reference) as { status: string }).status = 'success';
      for (let i = 0; i < 3; i++) expect((await webhook('transfer.success')).statusCode).toBe(200);
      expect((await payoutRow(payout.id))?.status).toBe('sent');
      expect(await told(member.userId, 'Payout sent')).toBe(1);
      // Reversed later: the money comes back once.
      (fake.transfers.get(reference) as { status: string }).status = 'reversed';
      for (let i = 0; i < 2; i++) expect((await webhook('transfer.reversed')).statusCode).toBe(200);
      expect(await earnings(member.userId)).toBe(1_250_000n);
      expect(await told(member.userId, 'Payout returned')).toBe(1);
      expect((await checkLedger(p.database.db)).ok).toBe(true);
      expect(fake.violations).toEqual([]);
    } finally {
      t = saved;
    }
  });

  it('shows Paystack’s reason for a failed or a reversed transfer on the console’s payout and to the member, never the narration we sent', async () => {
    const saved = t;
    t = p;
    try {
      const a = await createMember(p, { user: { role: 'finance' } });
      const b = await createMember(p, { user: { role: 'finance' } });
      const failed = await waitingPayout();
      const reversed = await waitingPayout();
      const batch = (await proposeBatch([failed.payout.id, reversed.payout.id], 'transfer', a)).json().data;
      expect((await approve(batch.proposal, b)).json().data.result).toMatchObject({ sending: 2 });
      const webhook = async (reference: string, status: string) => {
        const body = JSON.stringify({
          event: `transfer.${status}`,
          data: { reference, status, reason: 'Trust Fund earnings' },
        });
        const answer = await p.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, SECRET) },
          payload: body,
        });
        expect(answer.statusCode).toBe(200);
        await p.app.paymentEvents.idle();
      };
      const transfer = (id: number) => fake.transfers.get(`tf-payout-${id}`) as FakeTransfer;
      // One fails with the bank's words; the other is sent, then reversed, and Paystack gives no words.
      Object.assign(transfer(failed.payout.id), {
        status: 'failed',
        gatewayResponse: 'Account name mismatch',
      });
      await webhook(`tf-payout-${failed.payout.id}`, 'failed');
      transfer(reversed.payout.id).status = 'success';
      await webhook(`tf-payout-${reversed.payout.id}`, 'success');
      Object.assign(transfer(reversed.payout.id), { status: 'reversed', gatewayResponse: null });
      await webhook(`tf-payout-${reversed.payout.id}`, 'reversed');

      const listed = (await call('GET', '/admin/payouts?status=failed', a.headers)).json().data.payouts as {
        id: number;
        failure_reason: string;
      }[];
      const reasonOf = (id: number) => listed.find((row) => row.id === id)?.failure_reason;
      expect(reasonOf(failed.payout.id)).toBe('Account name mismatch');
      expect(reasonOf(reversed.payout.id)).toBe('Reversed: The bank gave no reason');
      const toldOf = async (memberId: number) =>
        (
          await p.database.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, memberId), eq(notifications.subject, 'Payout returned')))
        ).map((n) => n.message);
      expect(await toldOf(failed.member.userId)).toEqual([
        expect.stringContaining('(Account name mismatch)'),
      ]);
      expect(await toldOf(reversed.member.userId)).toEqual([
        expect.stringContaining('(Reversed: The bank gave no reason)'),
      ]);
      const texts = [...(await toldOf(failed.member.userId)), ...(await toldOf(reversed.member.userId))];
      for (const text of [...listed.map((row) => row.failure_reason), ...texts])
        expect(text).not.toContain('Trust Fund earnings');
      expect(fake.violations).toEqual([]);
    } finally {
      t = saved;
    }
  });

  it('puts a payout whose transfer could not be started back to waiting, and sends it once in a new batch', async () => {
    const saved = t;
    t = p;
    try {
      const a = await createMember(p, { user: { role: 'finance' } });
      const b = await createMember(p, { user: { role: 'finance' } });
      const { payout } = await waitingPayout();
      const first = (await proposeBatch([payout.id], 'transfer', a)).json().data;
      const approved = await fake.whileDown('/transfer', () => approve(first.proposal, b));
      expect(approved.json().data.result).toMatchObject({ sending: 0, not_sent: 1 });
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'pending', batchId: null });
      expect((await payoutRow(payout.id))?.failureReason).toMatch(/^Not sent: /);
      const again = (await proposeBatch([payout.id], 'transfer', a)).json().data;
      expect((await approve(again.proposal, b)).json().data.result).toMatchObject({ sending: 1 });
      expect([...fake.transfers.keys()].filter((k) => k === `tf-payout-${payout.id}`)).toHaveLength(1);
      expect((await payoutRow(payout.id))?.status).toBe('sending');
    } finally {
      t = saved;
    }
  });
});
