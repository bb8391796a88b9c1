import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, paymentEvents } from '../../../db/schema/index.ts';
import { SANDBOX_ACCOUNTS } from '../../../gateways/index.ts';
import { ACCOUNTS, balance, checkLedger } from '../../../ledger/index.ts';
import type { FakeTransfer } from '../../../test/fake-paystack-transfer-answers.ts';
import { createMember } from '../../../test/members.ts';
import { payoutWorld } from '../../../test/payout-world.ts';
import { postWebhook } from '../../../test/webhooks.ts';

const w = payoutWorld();
const { sandbox, call, sendBatch, waitingPayout, payoutRow, earnings, told } = w;

describe('payouts through the sandbox transfer API', () => {
  it('returns a failed transfer’s money to the member’s earnings once, and tells the member', async () => {
    const { member, payout } = await waitingPayout({ accountNumber: SANDBOX_ACCOUNTS.fails });
    const due = await balance(w.t.database.db, ACCOUNTS.payoutsDue);
    await sendBatch([payout.id]);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Could not credit the account',
    });
    expect(await earnings(member.userId)).toBe(1_250_000n);
    expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
    sandbox().replayTransferWebhook(`tf-payout-${payout.id}`);
    await sandbox().settled();
    expect(await earnings(member.userId)).toBe(1_250_000n);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
    const failed = (await call('GET', '/admin/payouts?status=failed', w.maker.headers)).json().data.payouts;
    expect(failed.map((p: { id: number }) => p.id)).toContain(payout.id);
  });

  it('returns a reversed transfer’s money from the provider’s balance to the member once', async () => {
    const { member, payout } = await waitingPayout({ accountNumber: SANDBOX_ACCOUNTS.reversed });
    const clearing = await balance(w.t.database.db, ACCOUNTS.providerClearing);
    await sendBatch([payout.id]);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'failed' });
    expect((await payoutRow(payout.id))?.failureReason).toMatch(/^Reversed/);
    expect(await earnings(member.userId)).toBe(1_250_000n);
    // Sent, then back: the provider's balance is where it was.
    expect(await balance(w.t.database.db, ACCOUNTS.providerClearing)).toBe(clearing);
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
});

describe('payouts: checks', () => {
  it('leaves the ledger balanced', async () => {
    const report = await checkLedger(w.t.database.db);
    expect(report.ok).toBe(true);
  });
});

describe('payouts through Paystack (a fake held to its published contract)', () => {
  const SECRET = 'sk_test_fake_paystack_payouts';
  const p = payoutWorld({ paystackSecret: SECRET });
  /** Paystack delivering a webhook, signed with the fund's secret; answers once its event is worked. */
  const deliver = async (data: Record<string, unknown>) => {
    const body = JSON.stringify(data);
    const answer = await postWebhook(p.t.app, body, { secret: SECRET });
    await p.t.app.paymentEvents.idle();
    return answer;
  };

  it('sends the batch with a recipient and a transfer, and applies transfer.success once however often it arrives', async () => {
    const a = await createMember(p.t, { user: { role: 'finance' } });
    const b = await createMember(p.t, { user: { role: 'finance' } });
    const { member, payout } = await p.waitingPayout();
    const batch = (await p.proposeBatch([payout.id], 'transfer', a)).json().data;
    const approved = await p.approve(batch.proposal, b);
    expect(approved.json().data.result).toMatchObject({ sending: 1 });
    const reference = `tf-payout-${payout.id}`;
    // The bank list read as the app started is not part of the payout.
    const sent = p.fake.requests.filter((r) => !r.path.startsWith('/bank?'));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /transferrecipient', 'POST /transfer']);
    expect((await p.payoutRow(payout.id))?.status).toBe('sending');

    const webhook = async (event: string) => {
      const answer = await deliver({ event, data: { reference, status: 'success', amount: 1_250_000 } });
      return answer;
    };
    // The event is a hint: while Paystack still says pending, nothing changes.
    expect((await webhook('transfer.success')).statusCode).toBe(200);
    expect((await p.payoutRow(payout.id))?.status).toBe('sending');
    (p.fake.transfers.get(reference) as { status: string }).status = 'success';
    for (let i = 0; i < 3; i++) expect((await webhook('transfer.success')).statusCode).toBe(200);
    expect((await p.payoutRow(payout.id))?.status).toBe('sent');
    expect(await p.told(member.userId, 'Payout sent')).toBe(1);
    // Reversed later: the money comes back once.
    (p.fake.transfers.get(reference) as { status: string }).status = 'reversed';
    for (let i = 0; i < 2; i++) expect((await webhook('transfer.reversed')).statusCode).toBe(200);
    expect(await p.earnings(member.userId)).toBe(1_250_000n);
    expect(await p.told(member.userId, 'Payout returned')).toBe(1);
    expect((await checkLedger(p.t.database.db)).ok).toBe(true);
    expect(p.fake.violations).toEqual([]);
  });

  it('takes the provider’s word over the event’s: a reversal before any success comes back from payouts due; an event the provider contradicts, or a reversal of a payout already returned, changes nothing', async () => {
    const a = await createMember(p.t, { user: { role: 'finance' } });
    const b = await createMember(p.t, { user: { role: 'finance' } });
    const early = await p.waitingPayout();
    const sent = await p.waitingPayout();
    const failed = await p.waitingPayout();
    const ids = [early, sent, failed].map((x) => x.payout.id);
    const batch = (await p.proposeBatch(ids, 'transfer', a)).json().data;
    expect((await p.approve(batch.proposal, b)).json().data.result).toMatchObject({ sending: 3 });
    const db = p.t.database.db;
    const transfer = (id: number) => p.fake.transfers.get(`tf-payout-${id}`) as FakeTransfer;
    const webhook = async (id: number, event: string) => {
      const answer = await deliver({
        event,
        data: { reference: `tf-payout-${id}`, status: event.split('.')[1] },
      });
      expect(answer.statusCode).toBe(200);
    };

    // Reversed while still Sending (never marked sent): the money never reached the provider's balance,
    // so it comes back from payouts due, and the provider's balance is untouched.
    const due = await balance(db, ACCOUNTS.payoutsDue);
    const clearing = await balance(db, ACCOUNTS.providerClearing);
    Object.assign(transfer(early.payout.id), {
      status: 'reversed',
      gatewayResponse: 'Beneficiary bank offline',
    });
    await webhook(early.payout.id, 'transfer.reversed');
    expect(await p.payoutRow(early.payout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Reversed: Beneficiary bank offline',
    });
    expect(await balance(db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await balance(db, ACCOUNTS.providerClearing)).toBe(clearing);
    expect(await p.earnings(early.member.userId)).toBe(1_250_000n);

    // Sent; then a late "failed" event while Paystack still answers success: it stays sent.
    transfer(sent.payout.id).status = 'success';
    await webhook(sent.payout.id, 'transfer.success');
    expect((await p.payoutRow(sent.payout.id))?.status).toBe('sent');
    await webhook(sent.payout.id, 'transfer.failed');
    expect((await p.payoutRow(sent.payout.id))?.status).toBe('sent');
    expect(await p.earnings(sent.member.userId)).toBe(0n);
    expect(await p.told(sent.member.userId, 'Payout returned')).toBe(0);

    // Failed and returned; a reversal reported afterwards returns nothing more and keeps the bank's words.
    Object.assign(transfer(failed.payout.id), { status: 'failed', gatewayResponse: 'Account name mismatch' });
    await webhook(failed.payout.id, 'transfer.failed');
    transfer(failed.payout.id).status = 'reversed';
    await webhook(failed.payout.id, 'transfer.reversed');
    expect(await p.payoutRow(failed.payout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Account name mismatch',
    });
    expect(await p.earnings(failed.member.userId)).toBe(1_250_000n);
    expect(await p.told(failed.member.userId, 'Payout returned')).toBe(1);
    expect((await checkLedger(db)).ok).toBe(true);
    expect(p.fake.violations).toEqual([]);
  });

  it('closes a transfer event that names no payout of ours at once, without asking Paystack', async () => {
    // Zero, past the id column's range, a suffix, a prefix, another's.
    const references = [
      'tf-payout-0',
      'tf-payout-2147483648',
      'tf-payout-12x',
      'old-tf-payout-1',
      'someone-elses-transfer',
    ];
    const asked = p.fake.requests.length;
    for (const reference of references) {
      const answer = await deliver({ event: 'transfer.success', data: { reference, status: 'success' } });
      expect(answer.statusCode).toBe(200);
    }
    await p.t.app.paymentEvents.idle();
    const rows = await p.t.database.db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.reference, references));
    // Worked once and done: none is left to be tried again.
    expect(rows.map((r) => [r.reference, r.processedAt !== null, r.lastError])).toEqual(
      expect.arrayContaining(references.map((reference) => [reference, true, null])),
    );
    expect(rows).toHaveLength(references.length);
    expect(p.fake.requests.slice(asked).filter((r) => r.path.startsWith('/transfer/verify'))).toEqual([]);
  });

  it('shows Paystack’s reason for a failed or a reversed transfer on the console’s payout and to the member, never the narration we sent', async () => {
    const a = await createMember(p.t, { user: { role: 'finance' } });
    const b = await createMember(p.t, { user: { role: 'finance' } });
    const failed = await p.waitingPayout();
    const reversed = await p.waitingPayout();
    const batch = (await p.proposeBatch([failed.payout.id, reversed.payout.id], 'transfer', a)).json().data;
    expect((await p.approve(batch.proposal, b)).json().data.result).toMatchObject({ sending: 2 });
    const webhook = async (reference: string, status: string) => {
      const answer = await deliver({
        event: `transfer.${status}`,
        data: { reference, status, reason: 'Trust Fund earnings' },
      });
      expect(answer.statusCode).toBe(200);
    };
    const transfer = (id: number) => p.fake.transfers.get(`tf-payout-${id}`) as FakeTransfer;
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

    const listed = (await p.call('GET', '/admin/payouts?status=failed', a.headers)).json().data.payouts as {
      id: number;
      failure_reason: string;
    }[];
    const reasonOf = (id: number) => listed.find((row) => row.id === id)?.failure_reason;
    expect(reasonOf(failed.payout.id)).toBe('Account name mismatch');
    expect(reasonOf(reversed.payout.id)).toBe('Reversed: The bank gave no reason');
    const toldOf = async (memberId: number) =>
      (
        await p.t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, memberId), eq(notifications.subject, 'Payout returned')))
      ).map((n) => n.message);
    expect(await toldOf(failed.member.userId)).toEqual([expect.stringContaining('(Account name mismatch)')]);
    expect(await toldOf(reversed.member.userId)).toEqual([
      expect.stringContaining('(Reversed: The bank gave no reason)'),
    ]);
    const texts = [...(await toldOf(failed.member.userId)), ...(await toldOf(reversed.member.userId))];
    for (const text of [...listed.map((row) => row.failure_reason), ...texts])
      expect(text).not.toContain('Trust Fund earnings');
    expect(p.fake.violations).toEqual([]);
  });
});
