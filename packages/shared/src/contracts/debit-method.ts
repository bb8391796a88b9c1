import { z } from 'zod';
import { maskedCardSchema } from './card-change.ts';

/**
 * The weekly debit's method (docs/domain-rules.md, "Money rails: direct-debit mandates"): the saved
 * card, or the member's bank account under a direct-debit mandate.
 */

/** Where a mandate stands: waiting for the bank's approval, debited weekly, or ended. */
export const mandateStateSchema = z.enum(['pending', 'active', 'ended']);
export type MandateState = z.output<typeof mandateStateSchema>;

/** A member's latest mandate as they may see it: the bank, the account's last four digits, its state. */
export const mandateViewSchema = z.object({
  reference: z.string(),
  state: mandateStateSchema,
  /** The bank's name and the account's last four digits and name, once the bank has told them. */
  bank_name: z.string().nullable(),
  account_last4: z.string().nullable(),
  account_name: z.string().nullable(),
  /** Why it ended ('Not approved at your bank', 'You chose your card', 'Cancelled at your bank'). */
  ended_reason: z.string().nullable(),
  started_at: z.string(),
});
export type MandateView = z.output<typeof mandateViewSchema>;

/**
 * GET /api/debitmethod: what the weekly debit charges now (`card`, `mandate`, or null: nothing, the
 * member pays by bank transfer), the card on file and the latest mandate.
 */
export const debitMethodSchema = z.object({
  method: z.enum(['card', 'mandate']).nullable(),
  card: maskedCardSchema.nullable(),
  mandate: mandateViewSchema.nullable(),
});
export type DebitMethod = z.output<typeof debitMethodSchema>;

/** POST /api/debitmethod/mandate: the bank page the member approves the debit on. */
export const mandateStartedSchema = z.object({ redirect_url: z.string(), reference: z.string() });
export type MandateStarted = z.output<typeof mandateStartedSchema>;

/** POST /api/debitmethod/mandate/return: the member is back from the bank page with the reference. */
export const mandateReturnBodySchema = z.object({
  reference: z
    .string({ error: 'reference is required' })
    .trim()
    .min(1, 'reference is required')
    .max(100, 'reference is too long'),
});

/** The words the weekly debit's method speaks (answers and screens). */
export const DEBIT_METHOD_MESSAGES = {
  noPlan: 'Choose a saving plan first: the weekly debit pays its contributions.',
  alreadyActive: 'Your bank account already pays your weekly contribution.',
  notOffered: 'Weekly debit from a bank account is not available at the moment. Please try again later.',
  started: 'Approve the weekly debit at your bank',
  pending: 'Waiting for your bank to approve the weekly debit',
  active: 'Your bank account now pays your weekly contribution',
  notFound: 'Mandate not found',
  noCard: 'Add a card first: your weekly contribution needs a card or a bank account to debit.',
  cardChosen: 'Your card now pays your weekly contribution',
  notApproved: 'Not approved at your bank',
  replaced: 'Replaced by a newer request',
  youChoseCard: 'You chose your card',
  endedAtBank: 'Cancelled at your bank',
} as const;
