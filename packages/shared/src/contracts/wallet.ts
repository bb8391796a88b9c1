import { z } from 'zod';
import { amountTooLargeMessage, nairaAmountField } from './fields.ts';
import { memberLoanSchema } from './loans.ts';
import { fundAccountSchema } from './payments.ts';

/** What a member can owe the fund and repay from the trust wallet (part 2 sections 2.10, 4.3, 4.4). */
export const LENDINGS = ['loan', 'pop', 'etc'] as const;
export type LendingName = (typeof LENDINGS)[number];

/** How each is named to a member. */
export const LENDING_LABELS: Record<LendingName, string> = { loan: 'loan', pop: 'POP', etc: 'ETC' };

/** Texts of the trust wallet (the spec's where it has one, part 2 sections 5 and 8). */
export const WALLET_MESSAGES = {
  /** The spec's text (part 2 section 5, Repay). */
  loanZero: 'Loan amount should be greater than 0',
  popZero: 'POP amount should be greater than 0',
  etcZero: 'ETC amount should be greater than 0',
  paymentStarted: 'Redirecting you to the payment page',
  paymentFailed: 'your transaction failed, please try again later',
  unknownReference: 'We could not find this payment',
  nothingOwed: (label: string) => `You have no ${label} to repay.`,
  aboveOwed: (label: string, owed: string) =>
    `You owe ${owed} on your ${label}. You cannot repay more than you owe.`,
  repaid: (label: string, amount: string) => `Your ${label} repayment of ${amount} was successful.`,
  /** The repayment was paid after the amount owed had already been repaid (another payment came first). */
  refunded: (label: string) =>
    `Your ${label} was already repaid when this payment arrived, so the money is being refunded to your card.`,
  transferNoted: (label: string, amount: string) =>
    `We have noted your bank transfer of ${amount} for your ${label}. It is applied once an operator confirms it reached the fund's account.`,
} as const;

const zeroMessage: Record<LendingName, string> = {
  loan: WALLET_MESSAGES.loanZero,
  pop: WALLET_MESSAGES.popZero,
  etc: WALLET_MESSAGES.etcZero,
};

/** Naira, read as kobo; zero, negative or unreadable gets the spec's "greater than 0" text. */
const repayAmount = (what: LendingName) =>
  nairaAmountField({
    required: zeroMessage[what],
    positive: zeroMessage[what],
    tooLarge: amountTooLargeMessage(`The ${LENDING_LABELS[what]} amount`),
  });

/** card (the default): the provider's hosted checkout; transfer: the member says they paid the fund's bank. */
const paymentMethod = z
  .enum(['card', 'transfer'], { error: 'Choose card or bank transfer' })
  .optional()
  .default('card');

/** POST /loanrepayement {loan_amount} (part 2 section 7). */
export const loanRepayBodySchema = z.object({
  loan_amount: repayAmount('loan'),
  payment_method: paymentMethod,
});
/** POST /poprepayement {pop_amount}. */
export const popRepayBodySchema = z.object({ pop_amount: repayAmount('pop'), payment_method: paymentMethod });
/** POST /etcrepayement {etc_amount}. */
export const etcRepayBodySchema = z.object({ etc_amount: repayAmount('etc'), payment_method: paymentMethod });
export type RepayBody = { payment_method?: 'card' | 'transfer' } & (
  | { loan_amount: number | string }
  | { pop_amount: number | string }
  | { etc_amount: number | string }
);

/** A repayment by bank transfer the member said they made, waiting for an operator's confirmation. */
export const awaitedRepaymentSchema = z.object({
  repay_type: z.enum(LENDINGS),
  amount: z.number(),
  reference: z.string(),
  /** ISO time the member said they paid. */
  requested_at: z.string(),
});
export type AwaitedRepayment = z.output<typeof awaitedRepaymentSchema>;

/**
 * GET /usertrustwallet (part 2 section 3, trust wallet response), naira as numbers. Loan status: 0
 * Apply, 3 Repay (4.3); POP and ETC: 2 Repay, 3 Apply (4.4). Beside the spec's fields: the fund's
 * bank account with the member's TFP as narration (the manual-payment block) and the bank transfers
 * still awaiting confirmation.
 */
export const trustWalletSchema = z.object({
  tot_earned: z.number(),
  redeem_earned: z.number(),
  current_loan: z.number(),
  outstanding_loan: z.number(),
  loan_status: z.number(),
  /** The member's loan as every screen reads it (loan-phase.ts); loan_status is its status. */
  loan: memberLoanSchema,
  current_etc: z.number(),
  outstanding_etc: z.number(),
  etc_status: z.number(),
  current_pop: z.number(),
  outstanding_pop: z.number(),
  pop_status: z.number(),
  bank: fundAccountSchema,
  narration: z.string(),
  awaited_repayments: z.array(awaitedRepaymentSchema),
});
export type TrustWallet = z.output<typeof trustWalletSchema>;

/** A repayment by card: the provider's hosted checkout (authorization_url repeats authurl). */
export const repayCheckoutSchema = z.object({
  authurl: z.string(),
  authorization_url: z.string(),
  reference: z.string(),
  amount: z.number(),
});
/** A repayment by bank transfer, noted for an operator to confirm. */
export const repayTransferSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  narration: z.string(),
  bank: fundAccountSchema,
});
export const repayStartedSchema = z.union([repayCheckoutSchema, repayTransferSchema]);
export type RepayStarted = z.output<typeof repayStartedSchema>;
export type RepayCheckout = z.output<typeof repayCheckoutSchema>;

/** POST /repaymentcallback {reference}: the browser's return from the checkout. */
export const repayVerifyBodySchema = z.object({
  reference: z.string().trim().min(6, WALLET_MESSAGES.unknownReference).max(100),
});

/** Where a card repayment stands, with what the receipt shows (a failed one answers 402 with it). */
export const repayPaymentSchema = z.object({
  reference: z.string(),
  repay_type: z.enum(LENDINGS),
  status: z.enum(['pending', 'success', 'failed']),
  amount: z.number(),
  /** ISO time it settled; null while pending. */
  paid_at: z.string().nullable(),
  method: z.string(),
  /** What is still owed after it. */
  outstanding: z.number(),
});
export type RepayPayment = z.output<typeof repayPaymentSchema>;
