import { eq } from 'drizzle-orm';
import { payouts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { markPayoutSent, returnPayout } from './outcomes.ts';

/** The payout id in one of our transfer references (tf-payout-<id>); undefined for any other. */
function payoutIdOf(reference: string): number | undefined {
  const m = /^tf-payout-([1-9]\d{0,9})$/.exec(reference);
  const id = m ? Number(m[1]) : undefined;
  return id && id <= 2_147_483_647 ? id : undefined;
}

/**
 * A transfer webhook (transfer.success, transfer.failed, transfer.reversed) for one of our
 * references. The event is a hint: the provider's verify answer is the truth, as for charges. The
 * payout row is locked first, so replays and simultaneous deliveries apply each outcome once:
 * - success: a payout still waiting is marked sent (payouts-due -> the provider's balance);
 * - failed: a payout not yet sent gets its money back (payouts-due -> the member's account);
 * - reversed: a sent payout's money came back to the provider's balance and goes to the member's
 *   account; one never marked sent goes back from payouts-due.
 * A payout already sent or failed, or an unknown reference, changes nothing.
 */
export async function applyTransferEvent(
  deps: Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>,
  reference: string,
): Promise<boolean> {
  const payoutId = payoutIdOf(reference);
  if (!payoutId) return true;
  const truth = await deps.gateway.verifyTransfer(reference);
  if (truth.status === 'pending') return false;
  await deps.db.transaction(async (tx) => {
    // The lock waits for an approval still sending its batch, whose row changes are not yet visible.
    const [p] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (p?.transferReference !== reference) return;
    const now = deps.clock.now();
    const waiting = ['pending', 'batched', 'sending'].includes(p.status);
    if (truth.status === 'success' && waiting) await markPayoutSent(tx, p, 'provider', now);
    else if (truth.status === 'failed' && waiting)
      await returnPayout(tx, p, { from: 'payouts-due', reason: truth.message, now });
    else if (truth.status === 'reversed' && (waiting || p.status === 'sent'))
      await returnPayout(tx, p, {
        from: p.status === 'sent' ? 'provider' : 'payouts-due',
        reason: `Reversed: ${truth.message}`,
        now,
      });
  });
  return true;
}
