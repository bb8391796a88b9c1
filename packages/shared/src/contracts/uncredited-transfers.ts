import { z } from 'zod';
import { tfpCodeField } from './onboarding.ts';

/**
 * Transfers into dedicated accounts that could not be credited by themselves, as finance sees them in
 * the console (docs/domain-rules.md, "Money rails: the remaining gaps").
 */
export const UNCREDITED_REASONS = ['unknown-account', 'not-naira', 'member-closed'] as const;
export type UncreditedReason = (typeof UNCREDITED_REASONS)[number];

/** Each reason as finance reads it, with what to do. */
export const UNCREDITED_REASON_LABELS: Record<UncreditedReason, string> = {
  'unknown-account': 'Sent to an account number that is no member’s: find the sender and credit them.',
  'not-naira': 'Not in naira: return it to the sender through the provider.',
  'member-closed': 'The account’s member is terminated: credit the right member or return it.',
};

export const UNCREDITED_MESSAGES = {
  notFound: 'No uncredited transfer has this number',
  alreadyCredited: 'This transfer was already credited',
  notNaira:
    'Only a transfer in naira can be credited to a member. Return it to the sender through the provider.',
  memberClosed: (tfp: string) => `The member with the TFP ${tfp} is terminated: choose another member.`,
  proposed: 'Credit proposed. Another operator approves it in Approvals.',
} as const;

export const uncreditedTransferSchema = z.object({
  id: z.number(),
  reference: z.string(),
  reason: z.enum(UNCREDITED_REASONS),
  account_number: z.string().nullable(),
  /** The member the account belongs to, when it is one of ours. */
  member: z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable() }).nullable(),
  /** Naira (as the API's other amounts); in another currency, its own units. */
  amount: z.number(),
  currency: z.string(),
  received_at: z.string(),
  /** A credit already waiting for approval, if any. */
  proposal_id: z.number().nullable(),
});
export type UncreditedTransfer = z.infer<typeof uncreditedTransferSchema>;

export const uncreditedTransfersSchema = z.object({ transfers: z.array(uncreditedTransferSchema) });

/** POST /admin/uncredited-transfers/:id/credit: the member it is for, by their TFP. */
export const creditUncreditedBody = z.object({ tfp: tfpCodeField() });
export type CreditUncreditedBody = z.input<typeof creditUncreditedBody>;
