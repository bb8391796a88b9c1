import { z } from 'zod';
import { proposalSchema } from './approvals.ts';
import { idField } from './fields.ts';

/** The console's payouts: what an operator reads and sends. Amounts are naira numbers. */
export const PAYOUT_MESSAGES = {
  notFound: 'Payout batch not found',
  choose: 'Choose at least one payout for the batch',
  tooMany: 'A batch holds at most 200 payouts',
  notPending: 'Some of these payouts are no longer waiting. Refresh the list and choose again.',
  method: 'Choose how the batch is sent: transfer or csv',
  held: (names: string) =>
    `These payouts wait and cannot be batched yet: ${names}. Their members' bank details are under review or changed in the last 24 hours.`,
  noBankCode: (names: string) =>
    `These banks have no bank code for a transfer: ${names}. Send these payouts in a CSV batch.`,
  proposed: 'Batch proposed. A different operator must approve it.',
  notExported: 'Only an approved CSV batch can be downloaded or marked sent.',
  ownBatch: 'You proposed this batch. A different operator must mark it sent.',
  markedSent: 'Batch marked sent',
  payoutNotFound: 'Payout not found',
  notSending: 'Only a payout whose transfer is still sending can be checked with the provider.',
  stillSending: 'The provider still reports this transfer as under way. Check again later.',
  checked: 'Checked with the provider',
  notBounceable: 'Only a payout sent in a bank CSV batch can be marked failed (bounced).',
  bounceReason: "Give the bank's reason for the bounce (3 to 300 characters)",
  bounceProposed: 'Bounce proposed. A different operator must approve it.',
} as const;

/** What the tabs show: pending, in a batch (batched or sending), sent, failed. */
export const PAYOUT_TABS = ['pending', 'batched', 'sent', 'failed'] as const;
export type PayoutTab = (typeof PAYOUT_TABS)[number];

export const PAYOUT_STATUSES = ['pending', 'batched', 'sending', 'sent', 'failed'] as const;
export const PAYOUT_BATCH_METHODS = ['transfer', 'csv'] as const;
export const PAYOUT_BATCH_STATUSES = ['proposed', 'sending', 'exported', 'sent', 'rejected'] as const;

export const adminPayoutSchema = z.object({
  id: z.number(),
  kind: z.string(),
  member: z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable() }),
  amount: z.number(),
  bank_name: z.string(),
  /** The bank's code for a transfer; null when the name is not a known bank (CSV only). */
  bank_code: z.string().nullable(),
  account_number: z.string(),
  account_holder_name: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  batch_id: z.number().nullable(),
  /** How its batch is sent: a transfer can be checked with the provider, a CSV line marked bounced. */
  batch_method: z.enum(PAYOUT_BATCH_METHODS).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** Why it cannot be sent yet (the account's name under review, details changed in the last 24 hours), or null. */
  hold: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsPageSchema = z.object({
  payouts: z.array(adminPayoutSchema),
  total: z.number(),
  /** The sum of every payout in this tab (all pages). */
  total_amount: z.number(),
});

export const adminPayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_TABS, 'The status must be pending, batched, sent or failed').default('pending'),
  page: z.coerce.number('The page must be a whole number from 1').int().min(1).max(10_000).default(1),
});

export const payoutBatchSchema = z.object({
  id: z.number(),
  method: z.enum(PAYOUT_BATCH_METHODS),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  total: z.number(),
  count: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The maker-checker proposal: approve it with its payload_hash through /admin/approvals. */
  proposal: proposalSchema.nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const payoutBatchListSchema = z.object({ batches: z.array(payoutBatchSchema) });

export const proposeBatchBodySchema = z.object({
  payout_ids: z
    .array(idField(PAYOUT_MESSAGES.choose), PAYOUT_MESSAGES.choose)
    .min(1, PAYOUT_MESSAGES.choose)
    .max(200, PAYOUT_MESSAGES.tooMany),
  method: z.enum(PAYOUT_BATCH_METHODS, PAYOUT_MESSAGES.method),
});

export const payoutBatchParamsSchema = z.object({ id: idField(PAYOUT_MESSAGES.notFound) });

export const payoutParamsSchema = z.object({ id: idField(PAYOUT_MESSAGES.payoutNotFound) });

export const bouncePayoutBodySchema = z.object({
  reason: z
    .string(PAYOUT_MESSAGES.bounceReason)
    .trim()
    .min(3, PAYOUT_MESSAGES.bounceReason)
    .max(300, PAYOUT_MESSAGES.bounceReason),
});

export const bounceProposalSchema = z.object({ proposal: proposalSchema });
