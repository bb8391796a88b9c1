import { z } from 'zod';
import { idField } from './fields.ts';

/** The console's Settlement: the payment provider's payouts to the fund's bank, checked against our records. */
export const SETTLEMENT_MESSAGES = {
  notFound: 'Settlement not found',
  note: 'Write a note of what was found (3 to 500 characters)',
  notFlagged: 'This settlement has no difference to review.',
  reviewed: 'Settlement marked reviewed',
  imported: 'Settlements imported',
} as const;

export const SETTLEMENT_STATUSES = ['matched', 'difference', 'reviewed'] as const;

/** Amounts in naira, as the rest of the API speaks. */
export const settlementSchema = z.object({
  id: z.number(),
  gateway: z.string(),
  provider_id: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  settled_at: z.string(),
  /** The transactions' total, the provider's fees and deductions, and what reached the bank. */
  processed: z.number(),
  fees: z.number(),
  deductions: z.number(),
  amount: z.number(),
  /** What our records hold for its transactions; difference = expected - amount. */
  expected: z.number(),
  difference: z.number(),
  transactions: z.number(),
  /** Transactions our records do not hold, or hold with another amount. */
  unmatched: z.number(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string().nullable(),
});
export type AdminSettlement = z.infer<typeof settlementSchema>;

export const settlementTransactionSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  fees: z.number(),
  paid_at: z.string().nullable(),
  /** What our records hold for the reference (null: not ours). */
  our_amount: z.number().nullable(),
  member: z.object({ id: z.number(), name: z.string() }).nullable(),
  match: z.enum(['matched', 'amount', 'unknown']),
});
export type AdminSettlementTransaction = z.infer<typeof settlementTransactionSchema>;

export const settlementListSchema = z.object({
  settlements: z.array(settlementSchema),
  /** Settlements flagged and not yet reviewed. */
  flagged: z.number(),
});
export const settlementDetailSchema = z.object({
  settlement: settlementSchema,
  transactions: z.array(settlementTransactionSchema),
});
export const settlementImportSchema = z.object({ imported: z.number(), flagged: z.number() });

export const settlementParamsSchema = z.object({ id: idField(SETTLEMENT_MESSAGES.notFound) });

export const reviewSettlementBodySchema = z.object({
  note: z
    .string(SETTLEMENT_MESSAGES.note)
    .trim()
    .min(3, SETTLEMENT_MESSAGES.note)
    .max(500, SETTLEMENT_MESSAGES.note),
});
