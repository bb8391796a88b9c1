import { z } from 'zod';
import { idField } from './fields.ts';

/** The console's refunds that need an operator: failed or needs-attention at the provider. */
export const REFUND_MESSAGES = {
  notFound: 'Refund not found',
  notOpen: 'This refund no longer needs an operator.',
  note: 'Write a note of what was done (3 to 500 characters)',
  retried: 'Refund asked for again',
  resolved: 'Refund marked resolved',
} as const;

export const REFUND_OUTCOMES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;

export const adminRefundSchema = z.object({
  id: z.number(),
  reference: z.string(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string(), tfp: z.string().nullable() }),
  /** Naira. */
  amount: z.number(),
  purpose: z.string(),
  status: z.enum(REFUND_OUTCOMES),
  /** Why the money went back (the payment's failure reason). */
  reason: z.string().nullable(),
  /** The provider's words on the refund's failure. */
  error: z.string().nullable(),
  requested_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundListSchema = z.object({ refunds: z.array(adminRefundSchema), total: z.number() });

export const refundParamsSchema = z.object({ id: idField(REFUND_MESSAGES.notFound) });

export const resolveRefundBodySchema = z.object({
  note: z.string(REFUND_MESSAGES.note).trim().min(3, REFUND_MESSAGES.note).max(500, REFUND_MESSAGES.note),
});
