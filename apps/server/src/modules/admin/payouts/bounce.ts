import { formatNaira, PAYOUT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches, payouts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { defineApprovalKind, type Operator, propose } from '../../approvals/index.ts';
import { returnPayout } from './outcomes.ts';
import { bounceSubject } from './queries.ts';

const PAYOUT_BOUNCE_KIND = 'payout-bounce';

export interface PayoutBouncePayload extends Record<string, unknown> {
  payout_id: number;
  member_id: number;
  /** Kobo, as a string (JSON has no bigint). */
  amount_kobo: string;
  reason: string;
}

/** A payout line of a CSV batch marked sent; anything else cannot bounce. */
async function bounceablePayout(tx: Db, payoutId: number, lock: boolean) {
  const q = tx
    .select({ p: payouts, method: payoutBatches.method })
    .from(payouts)
    .leftJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .where(eq(payouts.id, payoutId));
  const [row] = lock ? await q.for('update', { of: payouts }) : await q;
  if (!row) throw notFound(PAYOUT_MESSAGES.payoutNotFound);
  if (row.p.status !== 'sent' || row.method !== 'csv') throw conflict(PAYOUT_MESSAGES.notBounceable);
  return row.p;
}

/**
 * The fund's bank bounced one line of a CSV batch already marked sent: one finance operator proposes
 * "Mark failed (bounced)" with the bank's reason, nothing moves until a different one approves.
 */
export async function proposeBounce(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: Operator,
  payoutId: number,
  reason: string,
) {
  return deps.db.transaction(async (tx) => {
    const p = await bounceablePayout(tx, payoutId, false);
    const payload: PayoutBouncePayload = {
      payout_id: p.id,
      member_id: p.userId,
      amount_kobo: p.amountKobo.toString(),
      reason,
    };
    return propose(tx, {
      operator,
      kind: PAYOUT_BOUNCE_KIND,
      subject: bounceSubject(p.id),
      memberId: p.userId,
      payload,
      now: deps.clock.now(),
    });
  });
}

/**
 * Approval returns the money exactly as a failed transfer does (returnPayout: from the fund's bank
 * back to the member's account, the row failed with the reason, the member told), once.
 */
export const payoutBounceKind = defineApprovalKind<PayoutBouncePayload>({
  name: PAYOUT_BOUNCE_KIND,
  role: 'finance',
  summary: (p) =>
    `Mark payout #${p.payout_id} of ${formatNaira(BigInt(p.amount_kobo))} failed (bounced): ${p.reason}`,
  async apply({ tx, now }, payload) {
    const p = await bounceablePayout(tx, payload.payout_id, true);
    await returnPayout(tx, p, { from: 'bank', reason: `Bounced by the bank: ${payload.reason}`, now });
    return { payout_id: p.id, status: 'failed' };
  },
});
