import { and, eq, isNull, ne } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { RefundStatus } from '../../gateways/index.ts';
import type { PaymentsContext } from './context.ts';

/**
 * Asks the provider for a refund of a settled payment once, whoever gets here first (the claim is a
 * conditional update). Settled as failed includes money received for nothing: the N100 check of a card
 * that cannot be saved, or an amount we did not ask for. The refund's status is stored in the
 * provider's words. A refund the provider refuses or reports failed is recorded as failed, and one it
 * cannot finish alone (needs-attention: it wants the member's bank account) is kept as such; both are
 * logged as errors for an operator.
 */
export async function refundOnce(ctx: PaymentsContext, reference: string): Promise<void> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundRequestedAt: ctx.clock.now() })
    .where(
      and(
        eq(payments.reference, reference),
        isNull(payments.refundRequestedAt),
        ne(payments.status, 'pending'),
      ),
    )
    .returning({ id: payments.id });
  if (!claimed) return;
  await askProviderToRefund(ctx, claimed.id, reference);
}

/**
 * Asks the provider to refund a charge and stores its answer, unless a refund webhook has already
 * given a status meanwhile. A refusal or a provider that cannot be reached is stored as failed with
 * its words, for an operator (the console's refunds list).
 */
export async function askProviderToRefund(
  ctx: Pick<PaymentsContext, 'db' | 'gateway' | 'log'>,
  paymentId: number,
  reference: string,
): Promise<RefundStatus> {
  let refundStatus: RefundStatus;
  let err = 'The provider reports the refund failed';
  try {
    refundStatus = (await ctx.gateway.refund({ reference })).status;
  } catch (e) {
    refundStatus = 'failed';
    err = (e as Error).message;
  }
  if (refundStatus === 'failed')
    ctx.log.error({ reference, err }, 'refund failed: an operator must refund it');
  if (refundStatus === 'needs-attention') {
    ctx.log.error(
      { reference },
      "refund needs attention: an operator must give the provider the member's bank account",
    );
  }
  await ctx.db
    .update(payments)
    .set({ refundStatus, refundError: refundStatus === 'failed' ? err : null })
    // A refund webhook that arrived while the provider was answering has the later word.
    .where(and(eq(payments.id, paymentId), isNull(payments.refundStatus)));
  return refundStatus;
}
