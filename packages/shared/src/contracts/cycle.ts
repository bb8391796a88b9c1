import { z } from 'zod';
import { amountTooLargeMessage, nairaAmountField } from './fields.ts';

/** POST /cashout (spec part 2 section 7): the member's total contributions, sent in naira, read as kobo. */
export const cashoutBody = z.object({
  cashout_amount: nairaAmountField({
    required: 'Enter the cashout amount',
    positive: 'Contribution amount should be greater than zero',
    tooLarge: amountTooLargeMessage('The cashout amount'),
  }),
});
/** What the web sends (naira); the route reads z.output, cashout_amount in kobo. */
export type CashoutBody = z.input<typeof cashoutBody>;

/** What a cash-out request answers: the payout an operator sends to the member's bank account. */
export interface CashoutResult {
  payout_id: number;
  contributions: number;
  trust_bonus: number;
  membership_fee: number;
  payout_amount: number;
  bank_name: string;
  account_number: string;
  next_cycle: number;
  u_cashout_from: string | null;
  u_cashout_to: string | null;
}
