import { PAYOUT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payoutBatches, payouts } from '../../../db/schema/index.ts';
import { ACCOUNTS, balance } from '../../../ledger/index.ts';
import { payoutWorld } from '../../../test/payout-world.ts';

const w = payoutWorld();
const { call, proposeBatch, approve, waitingPayout, payoutRow, told } = w;

const batchRow = async (id: number) =>
  (await w.t.database.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0];

describe('payouts by a bulk-payment CSV', () => {
  it('exports the approved batch as a CSV for the bank, and a second operator marks it sent (payouts-due -> bank)', async () => {
    const a = await waitingPayout({ bankName: 'Moniepoint MFB', accountNumber: '5012345678' });
    const b = await waitingPayout({
      amountKobo: 700_050n,
      bankName: 'Zenith Bank',
      accountNumber: '2012345678',
    });
    await w.t.database.db
      .update(payouts)
      .set({ accountHolderName: '=cmd|Obi, "Ada"' })
      .where(eq(payouts.id, b.payout.id));
    const bank = await balance(w.t.database.db, ACCOUNTS.bank);
    // Named twice and out of order: the batch holds each payout once, in order.
    const proposed = (await proposeBatch([b.payout.id, a.payout.id, b.payout.id], 'csv')).json().data;
    expect(proposed.proposal.summary).toBe('Send 2 payouts, ₦19,500.50, by bank CSV');
    expect(proposed.proposal.payload).toMatchObject({ payout_ids: [a.payout.id, b.payout.id], count: 2 });
    const early = await call('GET', `/admin/payouts/batches/${proposed.id}/csv`, w.maker.headers);
    expect([early.statusCode, early.json().message]).toEqual([409, PAYOUT_MESSAGES.notExported]);
    await approve(proposed.proposal);
    const csv = await call('GET', `/admin/payouts/batches/${proposed.id}/csv`, w.maker.headers);
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

    const own = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, w.maker.headers);
    expect([own.statusCode, own.json().message]).toEqual([403, PAYOUT_MESSAGES.ownBatch]);
    const sent = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, w.checker.headers);
    expect([sent.statusCode, sent.json().data.status]).toEqual([200, 'sent']);
    const again = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, w.checker.headers);
    expect(again.statusCode).toBe(200);
    // Once sent, marking again (even by its proposer) answers the batch as it stands and changes nothing.
    const marked = await batchRow(proposed.id);
    const byProposer = await call('POST', `/admin/payouts/batches/${proposed.id}/mark-sent`, w.maker.headers);
    expect([byProposer.statusCode, byProposer.json().data.status]).toEqual([200, 'sent']);
    expect(await batchRow(proposed.id)).toEqual(marked);
    expect(marked).toMatchObject({ status: 'sent', markedSentBy: w.checker.userId });
    const audits = await w.t.database.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'payout-batch.mark-sent'));
    expect(audits.filter((a) => (a.details as { batch_id?: number }).batch_id === proposed.id)).toEqual([
      { actor: w.checker.userId, details: expect.objectContaining({ batch_id: proposed.id, payouts: 2 }) },
    ]);
    expect(await balance(w.t.database.db, ACCOUNTS.bank)).toBe(bank - 1_950_050n);
    expect((await payoutRow(b.payout.id))?.status).toBe('sent');
    expect(await told(a.member.userId, 'Payout sent')).toBe(1);
  });

  it('refuses a batch that names a payout already in another batch, batching none of them', async () => {
    const taken = await waitingPayout();
    const free = await waitingPayout();
    await proposeBatch([taken.payout.id], 'csv');
    const res = await proposeBatch([free.payout.id, taken.payout.id], 'csv');
    expect([res.statusCode, res.json().message]).toEqual([409, PAYOUT_MESSAGES.notPending]);
    expect((await payoutRow(free.payout.id))?.status).toBe('pending');
    const unknown = await proposeBatch([free.payout.id, 999_999], 'csv');
    expect([unknown.statusCode, unknown.json().message]).toEqual([409, PAYOUT_MESSAGES.notPending]);
  });

  it('names a disbursal a payout in its narration, and leaves the bank code empty for a bank the provider does not list', async () => {
    const p = await waitingPayout({ bankName: 'Ekondo Community Bank', accountNumber: '3012345678' });
    // A POP payout: its narration says payout, not earnings.
    await w.t.database.db.update(payouts).set({ kind: 'pop' }).where(eq(payouts.id, p.payout.id));
    const proposed = (await proposeBatch([p.payout.id], 'csv')).json().data;
    expect(proposed.proposal.summary).toBe('Send 1 payout, ₦12,500, by bank CSV');
    // Approved, the batch is ready for the bank: nothing is sent yet, the file is.
    expect((await approve(proposed.proposal)).json().data.result).toEqual({
      batch_id: proposed.id,
      method: 'csv',
      exported: 1,
    });
    const csv = await call('GET', `/admin/payouts/batches/${proposed.id}/csv`, w.maker.headers);
    expect(csv.body.split('\r\n')[1]).toBe(
      `Ada Obi,3012345678,Ekondo Community Bank,,12500.00,Trust Fund payout batch ${proposed.id},tf-payout-${p.payout.id}`,
    );
  });
});
