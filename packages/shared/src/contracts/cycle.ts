import { z } from 'zod';
import { nairaAmountField } from './fields.ts';

/** POST /cashout (spec part 2 section 7): the member's total contributions in naira. */
export const cashoutBody = z.object({
  cashout_amount: nairaAmountField({
    required: 'Enter the cashout amount',
    positive: 'Contribution amount should be greater than zero',
    label: 'The cashout amount',
  }),
});
export type CashoutBody = z.infer<typeof cashoutBody>;

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
