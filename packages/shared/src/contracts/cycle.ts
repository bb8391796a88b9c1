import { z } from 'zod';
import { moneyOutCodeField } from './banks.ts';
import { amountTooLargeMessage, nairaAmountField } from './fields.ts';

/** POST /cashout (spec part 2 section 7): the member's total contributions, sent in naira, read as kobo. */
export const cashoutBody = z.object({
  cashout_amount: nairaAmountField({
    required: 'Enter the cashout amount',
    positive: 'Contribution amount should be greater than zero',
    tooLarge: amountTooLargeMessage('The cashout amount'),
  }),
  /** The 6-digit code from POST /moneyoutcode (purpose cashout). */
  code: moneyOutCodeField.optional(),
});
/** What the web sends (naira); the route reads z.output, cashout_amount in kobo. */
export type CashoutBody = z.input<typeof cashoutBody>;

/** POST /cashout: the payout an operator sends to the member's bank account (naira), and the next cycle. */
export const cashoutResultSchema = z.object({
  payout_id: z.number(),
  contributions: z.number(),
  trust_bonus: z.number(),
  membership_fee: z.number(),
  payout_amount: z.number(),
  bank_name: z.string(),
  account_number: z.string(),
  next_cycle: z.number(),
  /** The next cycle's cash-out window, ISO times. */
  u_cashout_from: z.string().nullable(),
  u_cashout_to: z.string().nullable(),
});
export type CashoutResult = z.output<typeof cashoutResultSchema>;
