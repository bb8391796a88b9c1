import { PAYOUT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutBatches, payouts } from '../../../db/schema/index.ts';
import { SANDBOX_ACCOUNTS } from '../../../gateways/index.ts';
import { ACCOUNTS, balance, checkLedger, memberAccount } from '../../../ledger/index.ts';
import { createMember } from '../../../test/members.ts';
import { payoutWorld } from '../../../test/payout-world.ts';

const w = payoutWorld();
const { sandbox, call, proposeBatch, approve, waitingPayout, payoutRow, told } = w;
const batchRow = async (id: number) =>
  (await w.t.database.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0];

describe('payouts through the sandbox transfer API', () => {
  it('settles, on approval, a transfer an earlier approval sent and never committed (the server stopped mid-batch): sent once, paid once', async () => {
    const { member, payout } = await waitingPayout();
    const due = await balance(w.t.database.db, ACCOUNTS.payoutsDue);
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
    expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due - payout.amountKobo);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    expect([...sandbox().transfers.keys()].filter((k) => k === reference)).toHaveLength(1);
    expect((await checkLedger(w.t.database.db)).ok).toBe(true);
  });

  it.each([
    ['failed', SANDBOX_ACCOUNTS.fails, 'Could not credit the account'],
    ['reversed', SANDBOX_ACCOUNTS.reversed, expect.stringMatching(/\S/)],
  ])(
    'returns at once, on approval, a transfer the provider already holds as %s: the money back from payouts-due, the member told',
    async (_, accountNumber, reason) => {
      const { member, payout } = await waitingPayout({ accountNumber });
      const due = await balance(w.t.database.db, ACCOUNTS.payoutsDue);
      const earned = await balance(w.t.database.db, memberAccount(member.userId, 'earnings'));
      const batch = (await proposeBatch([payout.id], 'transfer')).json().data;
      // An earlier approval that never committed sent it, and the provider failed (or reversed) it meanwhile.
      const { recipientCode } = await sandbox().createTransferRecipient({
        name: 'Ada Obi',
        accountNumber: payout.accountNumber,
        bankCode: '058',
      });
      await sandbox().initiateTransfer({
        reference: `tf-payout-${payout.id}`,
        amountKobo: payout.amountKobo,
        recipientCode,
        reason: 'x',
      });
      await sandbox().settled();

      const approved = await approve(batch.proposal);
      expect(approved.json().data.result).toMatchObject({ sending: 0, sent: 0, failed: 1, not_sent: 0 });
      expect(await payoutRow(payout.id)).toMatchObject({ status: 'failed', failureReason: reason });
      expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due - payout.amountKobo);
      expect(await balance(w.t.database.db, memberAccount(member.userId, 'earnings'))).toBe(
        earned + payout.amountKobo,
      );
      expect(await told(member.userId, 'Payout returned')).toBe(1);
      expect((await checkLedger(w.t.database.db)).ok).toBe(true);
    },
  );

  it('tells the bank what each transfer is: a member’s earnings, or a payout of the fund', async () => {
    const earnings = await waitingPayout();
    const pop = await waitingPayout();
    await w.t.database.db.update(payouts).set({ kind: 'pop' }).where(eq(payouts.id, pop.payout.id));
    const batch = (await proposeBatch([earnings.payout.id, pop.payout.id], 'transfer')).json().data;
    await approve(batch.proposal);
    // Their outcomes arrive by webhook: settled here, not in the next test.
    await sandbox().settled();
    const narration = (id: number) => sandbox().transfers.get(`tf-payout-${id}`)?.narration;
    expect([narration(earnings.payout.id), narration(pop.payout.id)]).toEqual([
      'Trust Fund earnings',
      'Trust Fund payout',
    ]);
  });

  it('sends nothing on proposal, refuses the proposer’s approval, and on approval sends once: payouts-due leaves to the provider', async () => {
    const { member, payout } = await waitingPayout();
    const due = await balance(w.t.database.db, ACCOUNTS.payoutsDue);
    const proposed = await proposeBatch([payout.id], 'transfer');
    expect([proposed.statusCode, proposed.json().message]).toEqual([200, PAYOUT_MESSAGES.proposed]);
    const batch = proposed.json().data;
    expect(batch).toMatchObject({ method: 'transfer', status: 'proposed', total: 12_500, count: 1 });
    expect(batch.proposal.summary).toBe('Send 1 payout, ₦12,500, by transfer');
    expect((await payoutRow(payout.id))?.status).toBe('batched');
    // Batched payouts cannot be batched again.
    const twice = await proposeBatch([payout.id], 'csv', w.checker);
    expect([twice.statusCode, twice.json().message]).toEqual([409, PAYOUT_MESSAGES.notPending]);
    const own = await approve(batch.proposal, w.maker);
    expect(own.statusCode).toBe(403);
    expect(sandbox().transfers.has(`tf-payout-${payout.id}`)).toBe(false);

    const approved = await approve(batch.proposal);
    expect(approved.json().data.result).toMatchObject({ sending: 1, failed: 0, not_sent: 0 });
    await sandbox().settled();
    const sent = await payoutRow(payout.id);
    expect(sent).toMatchObject({ status: 'sent', transferReference: `tf-payout-${payout.id}` });
    expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    const batches = (await call('GET', '/admin/payouts/batches', w.maker.headers)).json().data.batches;
    expect(batches.find((b: { id: number }) => b.id === batch.id)).toMatchObject({ status: 'sent' });

    // The provider delivers the webhook again, and the approval is clicked again: nothing changes.
    sandbox().replayTransferWebhook(`tf-payout-${payout.id}`);
    await sandbox().settled();
    expect((await approve(batch.proposal)).statusCode).toBe(200);
    await sandbox().settled();
    expect(await balance(w.t.database.db, ACCOUNTS.payoutsDue)).toBe(due - 1_250_000n);
    expect(await told(member.userId, 'Payout sent')).toBe(1);
    expect(sandbox().transfers.size).toBeGreaterThan(0);
  });

  it('puts a rejected batch’s payouts back to pending', async () => {
    const { payout } = await waitingPayout();
    const batch = (await proposeBatch([payout.id], 'transfer')).json().data;
    const res = await call('POST', `/admin/approvals/${batch.proposal.id}/reject`, w.checker.headers, {
      reason: 'Wrong account',
    });
    expect(res.statusCode).toBe(200);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'pending', batchId: null });
    expect((await batchRow(batch.id))?.status).toBe('rejected');
  });

  it('refuses to approve a batch that is no longer waiting, sending nothing', async () => {
    const { payout } = await waitingPayout();
    const batch = (await proposeBatch([payout.id], 'transfer')).json().data;
    // Ended by another path meanwhile (here written directly): the approval finds it not proposed.
    await w.t.database.db
      .update(payoutBatches)
      .set({ status: 'rejected' })
      .where(eq(payoutBatches.id, batch.id));
    const res = await approve(batch.proposal);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This batch is no longer waiting for approval.',
    ]);
    expect((await payoutRow(payout.id))?.status).toBe('batched');
  });

  it('refuses to approve a batch whose payouts changed since it was proposed, sending none of them', async () => {
    const a = await waitingPayout();
    const b = await waitingPayout();
    const batch = (await proposeBatch([a.payout.id, b.payout.id], 'transfer')).json().data;
    // One of its payouts left the batch meanwhile (here written directly).
    await w.t.database.db
      .update(payouts)
      .set({ status: 'pending', batchId: null })
      .where(eq(payouts.id, b.payout.id));
    const res = await approve(batch.proposal);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The payouts of this batch changed since it was proposed.',
    ]);
    expect(sandbox().transfers.has(`tf-payout-${a.payout.id}`)).toBe(false);
    expect((await payoutRow(a.payout.id))?.status).toBe('batched');
  });
});

describe('payouts through Paystack (a fake held to its published contract)', () => {
  const SECRET = 'sk_test_fake_paystack_payouts';
  const p = payoutWorld({ paystackSecret: SECRET });

  it('puts a payout whose transfer could not be started back to waiting, and sends it once in a new batch', async () => {
    const a = await createMember(p.t, { user: { role: 'finance' } });
    const b = await createMember(p.t, { user: { role: 'finance' } });
    const { payout } = await p.waitingPayout();
    const first = (await p.proposeBatch([payout.id], 'transfer', a)).json().data;
    const approved = await p.fake.whileDown('/transfer', () => p.approve(first.proposal, b));
    expect(approved.json().data.result).toMatchObject({ sending: 0, not_sent: 1 });
    expect(await p.payoutRow(payout.id)).toMatchObject({ status: 'pending', batchId: null });
    expect((await p.payoutRow(payout.id))?.failureReason).toMatch(/^Not sent: /);
    const again = (await p.proposeBatch([payout.id], 'transfer', a)).json().data;
    expect((await p.approve(again.proposal, b)).json().data.result).toMatchObject({ sending: 1 });
    expect([...p.fake.transfers.keys()].filter((k) => k === `tf-payout-${payout.id}`)).toHaveLength(1);
    expect((await p.payoutRow(payout.id))?.status).toBe('sending');
  });
});
