import { PAYOUT_MESSAGES } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches, payouts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/envelope.ts';
import { type Operator, propose } from '../../approvals/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { bankCodesOf } from './bank-codes.ts';
import { payoutHolds } from './holds.ts';
import { PAYOUT_BATCH_KIND, type PayoutBatchPayload } from './kind.ts';
import { markPayoutSent } from './outcomes.ts';
import { batchSubject } from './queries.ts';

/**
 * An operator puts pending payouts in a batch and proposes sending it. Nothing is sent and nothing
 * posts: the payouts leave the pending tab (so no one batches them twice) until a different operator
 * approves or rejects the proposal. A transfer batch needs a bank code for every payout's bank.
 */
export async function proposeBatch(
  deps: Pick<Deps, 'db' | 'clock' | 'gateway'>,
  operator: Operator,
  input: { payoutIds: number[]; method: 'transfer' | 'csv' },
) {
  const ids = [...new Set(input.payoutIds)].sort((a, b) => a - b);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payouts)
      .where(inArray(payouts.id, ids))
      .orderBy(payouts.id)
      .for('update');
    if (rows.length !== ids.length || rows.some((r) => r.status !== 'pending'))
      throw conflict(PAYOUT_MESSAGES.notPending);
    // No payout goes to an account whose name waits for review, or that changed in the last 24 hours.
    const holds = await payoutHolds(tx, rows, now);
    if (holds.size > 0)
      throw badRequest(
        PAYOUT_MESSAGES.held(
          rows
            .filter((r) => holds.has(r.id))
            .map((r) => `#${r.id}`)
            .join(', '),
        ),
      );
    if (input.method === 'transfer') {
      const codes = await bankCodesOf(tx, rows);
      const unknown = [...new Set(rows.filter((r) => !codes.get(r.id)).map((r) => r.bankName))];
      if (unknown.length) throw badRequest(PAYOUT_MESSAGES.noBankCode(unknown.join(', ')));
    }
    const totalKobo = rows.reduce((s, r) => s + r.amountKobo, 0n);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        method: input.method,
        totalKobo,
        payoutCount: rows.length,
        proposedBy: operator.userId,
        createdAt: now,
      })
      .returning();
    if (!batch) throw new Error('payout batch insert returned no row');
    await tx.update(payouts).set({ status: 'batched', batchId: batch.id }).where(inArray(payouts.id, ids));
    const payload: PayoutBatchPayload = {
      batch_id: batch.id,
      method: input.method,
      payout_ids: ids,
      count: rows.length,
      total_kobo: totalKobo.toString(),
    };
    const proposal = await propose(tx, {
      operator,
      kind: PAYOUT_BATCH_KIND,
      subject: batchSubject(batch.id),
      memberId: null,
      payload,
      now,
    });
    return { batch, proposal };
  });
}

/** An approved CSV batch; anything else is refused with what the operator should know. */
async function exportedBatch(db: Db, batchId: number, lock = false) {
  const q = db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  const [batch] = lock ? await q.for('update') : await q;
  if (!batch) throw notFound(PAYOUT_MESSAGES.notFound);
  if (batch.method !== 'csv' || !['exported', 'sent'].includes(batch.status))
    throw conflict(PAYOUT_MESSAGES.notExported);
  return batch;
}

/** The payouts of an approved CSV batch, for its file. */
export async function csvBatchPayouts(db: Db, batchId: number) {
  const batch = await exportedBatch(db, batchId);
  const rows = await db.select().from(payouts).where(eq(payouts.batchId, batch.id)).orderBy(payouts.id);
  return { batch, rows };
}

/**
 * The fund's bank paid an exported CSV batch: an operator other than the proposer marks it sent,
 * and each payout posts payouts-due -> bank and tells its member. Marking again changes nothing.
 */
export async function markBatchSent(deps: Pick<Deps, 'db' | 'clock'>, operator: Operator, batchId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const batch = await exportedBatch(tx, batchId, true);
    if (batch.status === 'sent') return batch;
    if (batch.proposedBy === operator.userId) throw forbidden(PAYOUT_MESSAGES.ownBatch);
    const rows = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.batchId, batch.id), eq(payouts.status, 'batched')))
      .for('update');
    for (const p of rows) await markPayoutSent(tx, p, 'bank', now);
    const [sent] = await tx
      .update(payoutBatches)
      .set({ status: 'sent', sentAt: now, markedSentBy: operator.userId })
      .where(eq(payoutBatches.id, batch.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: operator.userId,
      action: 'payout-batch.mark-sent',
      details: {
        ip: operator.ip,
        batch_id: batch.id,
        payouts: rows.length,
        total_kobo: batch.totalKobo.toString(),
      },
      createdAt: now,
    });
    return sent ?? batch;
  });
}
