import { and, eq, isNull, ne } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { PaymentsContext } from './context.ts';

/**
 * Asks the provider for a refund of a settled payment once, whoever gets here first (the claim is a
 * conditional update). Settled as failed includes money received for nothing: the N100 check of a card
 * that cannot be saved, or an amount we did not ask for. A refund the provider refuses is logged for
 * an operator and recorded as failed.
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
  let refundStatus: string;
  try {
    refundStatus = (await ctx.gateway.refund({ reference })).status;
  } catch (e) {
    refundStatus = 'failed';
    ctx.log.error({ reference, err: (e as Error).message }, 'refund failed: an operator must refund it');
  }
  await ctx.db.update(payments).set({ refundStatus }).where(eq(payments.id, claimed.id));
}
