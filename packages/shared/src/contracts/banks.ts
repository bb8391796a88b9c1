import { z } from 'zod';
import { nubanValid } from '../banks/nuban.ts';

/**
 * Money rails (docs/domain-rules.md "Money rails: banks, names and the second factor"): the banks a
 * member may be paid at, the name a bank gives for an account, and the 6-digit code every movement of
 * money out of the fund (and every change of where it goes) asks for.
 */
export const BANK_MESSAGES = {
  chooseBank: 'Choose your bank',
  unknownBank: 'Choose your bank from the list',
  accountNumber: 'Enter account number',
  accountNumberDigits: 'Account number must be 10 digits',
  checkDigit: 'This account number is not valid for the bank you chose. Check it and try again',
  notFound: 'The bank could not find this account number. Check it and try again',
  unavailable: 'We could not reach the bank to check this account. Please try again in a few minutes',
  underReview:
    'The name on this account is not the name on your Trust Fund profile, so an operator will check it. Payouts to this account wait until it is approved.',
  reviewRejected:
    'The account you gave was not approved because its name is not yours. Please give an account in your own name.',
  heldForNewDetails: (until: string) =>
    `Your bank details were changed less than 24 hours ago. For your safety, this payout is sent after ${until} (Lagos time).`,
} as const;

/** GET /banks: every bank, microfinance bank and mobile-money operator the provider pays, by name. */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.output<typeof bankSchema>;
export const banksListSchema = z.array(bankSchema);

/** A bank code from the list: digits only (the provider's codes are 3 to 6 digits). */
export const bankCodeField = z
  .string({ error: BANK_MESSAGES.chooseBank })
  .trim()
  .min(1, BANK_MESSAGES.chooseBank)
  .regex(/^\d{3,9}$/, BANK_MESSAGES.unknownBank);

export const accountNumberField = z
  .string({ error: BANK_MESSAGES.accountNumber })
  .trim()
  .min(1, BANK_MESSAGES.accountNumber)
  .regex(/^\d{10}$/, BANK_MESSAGES.accountNumberDigits);

/**
 * POST /resolveaccount: the check digit is checked here first (by the form as by the route), so a
 * mistyped number is refused without asking the provider.
 */
export const resolveAccountBody = z
  .object({ bank_code: bankCodeField, account_number: accountNumberField })
  .refine((b) => nubanValid(b.bank_code, b.account_number), {
    message: BANK_MESSAGES.checkDigit,
    path: ['account_number'],
  });
export type ResolveAccountBody = z.input<typeof resolveAccountBody>;
export const resolvedAccountSchema = z.object({ account_name: z.string() });

/** The member's payout account as the profile shows it, with where its name check stands. */
export const BANK_NAME_CHECKS = ['matched', 'review', 'approved', 'rejected'] as const;
export type BankNameCheck = (typeof BANK_NAME_CHECKS)[number];

/* ---------- The second factor on money out ---------- */

export const MONEY_OUT_PURPOSES = ['cashout', 'redemption', 'loan_withdrawal', 'bank_details'] as const;
export type MoneyOutPurpose = (typeof MONEY_OUT_PURPOSES)[number];

export const MONEY_OUT_MESSAGES = {
  codeRequired: 'Enter the 6-digit code we sent to you',
  codeFormat: 'The code is 6 digits',
  codeWrong: (left: number) =>
    `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'This code has expired or was used up. Ask for a new code.',
  codeSent: (where: string) => `We sent a 6-digit code to ${where}. It is valid for 10 minutes.`,
} as const;

/** The code as typed: six digits. Optional in the bodies; the server says when it is required. */
export const moneyOutCodeField = z
  .string({ error: MONEY_OUT_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, MONEY_OUT_MESSAGES.codeFormat);

/** POST /moneyoutcode: send a code for one purpose. */
export const moneyOutCodeBody = z.object({
  purpose: z.enum(MONEY_OUT_PURPOSES, {
    error: 'purpose is cashout, redemption, loan_withdrawal or bank_details',
  }),
});
export type MoneyOutCodeBody = z.input<typeof moneyOutCodeBody>;
/** Where the code went (masked) and until when it is valid. */
export const moneyOutCodeSentSchema = z.object({ sent_to: z.array(z.string()), expires_at: z.string() });

/* ---------- The console's review of names that did not match ---------- */

export const bankReviewSchema = z.object({
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  bank_name: z.string(),
  bank_code: z.string().nullable(),
  account_number: z.string(),
  account_name: z.string(),
  changed_at: z.string(),
});
export type BankReview = z.output<typeof bankReviewSchema>;
export const bankReviewListSchema = z.array(bankReviewSchema);

export const bankReviewDecisionBody = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'decision is approve or reject' }),
  reason: z.string().trim().max(200, 'Must be 200 characters or less').optional(),
});
export type BankReviewDecisionBody = z.input<typeof bankReviewDecisionBody>;
export const bankReviewDecisionSchema = z.object({ member_id: z.number(), state: z.enum(BANK_NAME_CHECKS) });
