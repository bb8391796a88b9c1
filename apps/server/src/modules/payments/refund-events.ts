import { and, eq, isNotNull, isNull, notInArray, or } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { RefundStatus } from '../../gateways/index.ts';
import type { PaymentsContext } from './context.ts';

/** Paystack's refund webhooks: the refund's status is the event's last word. */
export const REFUND_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
] as const;

export const refundStatusOfEvent = (event: string): RefundStatus =>
  event.slice('refund.'.length) as RefundStatus;

/** Refund outcomes an operator must take up (the console's refunds list). */
export const REFUND_ATTENTION: readonly RefundStatus[] = ['failed', 'needs-attention'];

/**
 * How far a refund has got: a later event never takes it back (a refund.pending delivered after
 * refund.processed changes nothing). An operator's retry starts it again from pending.
 */
const RANK: Record<RefundStatus, number> = {
  pending: 0,
  processing: 1,
  'needs-attention': 2,
  failed: 2,
  processed: 3,
};

/** The statuses a refund in `status` may not move to (those behind it, and itself). */
const notAfter = (status: RefundStatus) =>
  (Object.keys(RANK) as RefundStatus[]).filter((s) => RANK[s] >= RANK[status]);

/**
 * A refund webhook for the charge `reference`: the payment's refund status becomes the event's,
 * unless it is already as far or further. Only a refund we asked for is tracked. A failed or
 * needs-attention refund is logged as an error and listed for finance.
 */
export async function applyRefundEvent(
  ctx: Pick<PaymentsContext, 'db' | 'log'>,
  reference: string,
  status: string,
): Promise<void> {
  const next = status as RefundStatus;
  if (!(next in RANK)) return;
  const [moved] = await ctx.db
    .update(payments)
    .set({ refundStatus: next, ...(next === 'processed' ? { refundError: null } : {}) })
    .where(
      and(
        eq(payments.reference, reference),
        isNotNull(payments.refundRequestedAt),
        // A refund asked for whose answer was never stored (null) moves too.
        or(isNull(payments.refundStatus), notInArray(payments.refundStatus, notAfter(next))),
      ),
    )
    .returning({ id: payments.id });
  if (moved && REFUND_ATTENTION.includes(next))
    ctx.log.error({ reference, status: next }, 'refund needs an operator');
}
