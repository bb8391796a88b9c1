import { SETTLEMENT_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settlements } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { type Actor, audit } from '../audit/index.ts';

/**
 * Finance closes a flagged settlement with a note of what was found (the provider's fees, a refund,
 * a transaction another system took). It moves no money: a correction is an adjustment of its own.
 * Audited. Errors: 404 unknown; 409 when it is not flagged (matched, or reviewed already).
 */
export async function reviewSettlement(
  db: Db,
  actor: Actor,
  id: number,
  note: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(settlements).where(eq(settlements.id, id));
    if (!before) throw notFound(SETTLEMENT_MESSAGES.notFound);
    const [row] = await tx
      .update(settlements)
      .set({ status: 'reviewed', reviewedBy: actor.userId, reviewedAt: now, reviewNote: note })
      .where(and(eq(settlements.id, id), eq(settlements.status, 'difference')))
      .returning();
    if (!row) throw conflict(SETTLEMENT_MESSAGES.notFlagged);
    await audit(tx, {
      actor,
      action: 'settlement.review',
      now,
      before: { status: before.status },
      after: { status: row.status, note },
      details: {
        settlement_id: id,
        provider_id: row.providerId,
        difference_kobo: (row.expectedKobo - row.amountKobo).toString(),
      },
    });
  });
}
