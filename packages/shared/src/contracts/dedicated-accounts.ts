import { z } from 'zod';
import { nairaAmountField } from './fields.ts';

/**
 * GET /virtualaccount: the signed-in member's own account number (a dedicated account at the
 * provider's bank): a transfer into it is credited at once, with no operator.
 */
export const virtualAccountSchema = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type VirtualAccount = z.output<typeof virtualAccountSchema>;

/** What the member is told when the provider cannot open the account now (503). */
export const VIRTUAL_ACCOUNT_UNAVAILABLE =
  'We could not open your account number just now. Please try again in a few minutes, or pay by transfer to the fund’s account with your TFP as narration.';

/**
 * What the member is told (409, `data.waiting: "bvn"`) while the provider will not open a dedicated
 * account before it has identified the member's BVN (Paystack's customer validation).
 */
export const VIRTUAL_ACCOUNT_AWAITING_BVN =
  'Your account number is opened once your BVN is checked: add your BVN in Profile › ID documents.';

/**
 * What the member is told (409, `data.failed: true`) when the provider refused to assign their account
 * (dedicatedaccount.assign.failed); the reason is kept for operators.
 */
export const VIRTUAL_ACCOUNT_NOT_OPENED =
  'Your account number could not be opened: the bank could not match your BVN with your bank account. Check your bank details and add your BVN again in Profile › ID documents, or pay by transfer to the fund’s account with your TFP as narration.';

/** POST /sandbox/transfers: someone sends naira to a dedicated account (the sandbox only). */
export const sandboxTransferBodySchema = z.object({
  account_number: z
    .string({ error: 'Enter the 10-digit account number' })
    .trim()
    .regex(/^\d{10}$/, 'Enter the 10-digit account number'),
  amount: nairaAmountField({
    required: 'Enter the amount to send',
    positive: 'The amount should be greater than zero',
    tooLarge: 'The amount is too large',
  }),
});
export type SandboxTransferBody = z.input<typeof sandboxTransferBodySchema>;

export const sandboxTransferAnswerSchema = z.object({ reference: z.string(), account_number: z.string() });
