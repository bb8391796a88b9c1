import { formatNaira } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { payoutBatches, payouts } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/envelope.ts';
import { defineApprovalKind } from '../../approvals/index.ts';
import { closeBatchWhenDone } from './outcomes.ts';
import { sendByTransfer } from './sending.ts';

export const PAYOUT_BATCH_KIND = 'payout-batch';

/** What a batch's proposal holds: the approver sees (and the hash covers) every payout and the total. */
export interface PayoutBatchPayload extends Record<string, unknown> {
  batch_id: number;
  method: 'transfer' | 'csv';
  payout_ids: number[];
  count: number;
  /** Kobo, as a string (JSON has no bigint). */
  total_kobo: string;
}

/**
 * Sending a payout batch is finance's money action under maker-checker. Approval sends each payout
 * through the provider's transfer API (method transfer), or makes the batch's bulk-payment CSV
 * ready for the fund's bank (method csv; a second operator marks it sent once the bank paid it).
 * Rejection puts the batch's payouts back to pending.
 */
export const payoutBatchKind = defineApprovalKind<PayoutBatchPayload>({
  name: PAYOUT_BATCH_KIND,
  role: 'finance',
  summary: (p) =>
    `Send ${p.count} payout${p.count === 1 ? '' : 's'}, ${formatNaira(BigInt(p.total_kobo))}, by ${p.method === 'csv' ? 'bank CSV' : 'transfer'}`,
  async apply({ tx, deps, now, approvedBy }, p) {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, p.batch_id))
      .for('update');
    if (batch?.status !== 'proposed') throw conflict('This batch is no longer waiting for approval.');
    const rows = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.batchId, batch.id), eq(payouts.status, 'batched')))
      .orderBy(payouts.id)
      .for('update');
    const ids = rows.map((r) => r.id);
    if (ids.join() !== [...p.payout_ids].sort((a, b) => a - b).join())
      throw conflict('The payouts of this batch changed since it was proposed.');
    const method = batch.method as 'transfer' | 'csv';
    await tx
      .update(payoutBatches)
      .set({ status: method === 'csv' ? 'exported' : 'sending', approvedBy, approvedAt: now })
      .where(eq(payoutBatches.id, batch.id));
    if (method === 'csv') return { batch_id: batch.id, method, exported: rows.length };
    const counts = await sendByTransfer(tx, deps.gateway, rows, now);
    // Every transfer refused or not started: nothing is left under way.
    await closeBatchWhenDone(tx, batch.id, now);
    return { batch_id: batch.id, method, ...counts };
  },
  async rejected({ tx }, p) {
    await tx
      .update(payoutBatches)
      .set({ status: 'rejected' })
      .where(and(eq(payoutBatches.id, p.batch_id), eq(payoutBatches.status, 'proposed')));
    await tx
      .update(payouts)
      .set({ status: 'pending', batchId: null })
      .where(and(eq(payouts.batchId, p.batch_id), eq(payouts.status, 'batched')));
  },
});
