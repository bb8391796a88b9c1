import { PAYOUT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { payouts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import type { Operator } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { applyTransferEvent } from './transfer-events.ts';

/**
 * "Check with provider" on a payout stuck in Sending (a webhook that never came): asks the provider
 * where the transfer stands and applies it through the webhook's own code (applyTransferEvent), so
 * success, failed and reversed do exactly what the webhook would, once however often it is pressed.
 * Answers whether the provider still has it under way. Errors: 404 unknown payout; 409 not sending.
 */
export async function checkWithProvider(
  deps: Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>,
  operator: Operator,
  payoutId: number,
): Promise<{ stillSending: boolean }> {
  const [p] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!p) throw notFound(PAYOUT_MESSAGES.payoutNotFound);
  if (p.status !== 'sending' || !p.transferReference) throw conflict(PAYOUT_MESSAGES.notSending);
  const settled = await applyTransferEvent(deps, p.transferReference);
  const [after] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  await audit(deps.db, {
    actor: operator,
    action: 'payout.check-provider',
    now: deps.clock.now(),
    targetUserId: p.userId,
    before: { status: p.status },
    after: { status: after?.status ?? p.status, failure_reason: after?.failureReason ?? null },
    details: { payout_id: p.id, reference: p.transferReference },
  });
  return { stillSending: !settled };
}
