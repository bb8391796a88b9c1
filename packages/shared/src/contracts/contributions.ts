import { z } from 'zod';
import { nairaToKobo } from '../money.ts';
import { nairaAmountField } from './fields.ts';

/** Texts and limits of Save More (part 2 sections 2.5, 5 and 9). */
export const CONTRIBUTION_MESSAGES = {
  amountZero: 'Contribution amount should be greater than zero',
  amountMismatch:
    'The amount does not match the number of weeks for your plan. Please refresh and try again.',
  overLimit: 'A single Save More payment cannot be above N1,000,000',
  noPlan: 'You need an active plan to make contributions',
  paymentStarted: 'Redirecting you to the payment page',
  paymentDone: 'Your contribution was successful',
  paymentFailed: 'your transaction failed, please try again later',
  unknownReference: 'We could not find this payment',
} as const;

/** The plus button hides once the amount reaches this (naira); no Save More payment is above it. */
export const SAVE_MORE_MAX_NAIRA = 1_000_000;
export const SAVE_MORE_MAX_KOBO = nairaToKobo(SAVE_MORE_MAX_NAIRA);
/** The amount turns red from this (naira). */
export const SAVE_MORE_WARNING_NAIRA = 900_000;
/** The weekly unit when the plan has none (part 2 section 9). */
export const DEFAULT_BASE_UNIT_NAIRA = 1000;
export const DEFAULT_BASE_UNIT_KOBO = nairaToKobo(DEFAULT_BASE_UNIT_NAIRA);

/** POST /usermakeupfrontcontribution: the server recomputes the amount and refuses a mismatch. */
export const saveMoreBodySchema = z.object({
  con_week: z.coerce
    .number({ error: CONTRIBUTION_MESSAGES.amountZero })
    .int(CONTRIBUTION_MESSAGES.amountZero)
    .min(1, CONTRIBUTION_MESSAGES.amountZero)
    .max(1000, CONTRIBUTION_MESSAGES.overLimit),
  /** Naira as the screen shows them, read as kobo. */
  con_amount: nairaAmountField({
    required: CONTRIBUTION_MESSAGES.amountZero,
    positive: CONTRIBUTION_MESSAGES.amountZero,
    tooLarge: CONTRIBUTION_MESSAGES.overLimit,
    maxKobo: SAVE_MORE_MAX_KOBO,
  }),
  con_currency: z.string().trim().max(10).optional(),
});
export type SaveMoreBody = z.input<typeof saveMoreBodySchema>;

/** The return from the hosted checkout: /savemore?reference=…&trxref=… */
export const saveMoreVerifyBodySchema = z.object({
  reference: z.string().trim().min(6, CONTRIBUTION_MESSAGES.unknownReference).max(100),
});

/** GET /getusercontribution (part 2 section 3, contribution response). Naira as numbers; dates MM/DD/YYYY. */
export const contributionSummarySchema = z.object({
  /** The chart: one point per week, the amount paid that week. */
  week_contribution: z.array(z.object({ trans_from_date: z.string(), con_amount: z.number() })),
  u_membertitle: z.string(),
  contribution: z.number(),
  earnings: z.number(),
  loans: z.number(),
  /** 3 while a loan is owed, else 0. */
  loan_status: z.number(),
  last_contribution: z.string().nullable(),
  last_contribution_amount: z.number(),
  next_contribution: z.string().nullable(),
  next_contribution_amount: z.number(),
  /** The weekly unit Save More multiplies. */
  base_unit: z.number(),
});
export type ContributionResponse = z.output<typeof contributionSummarySchema>;

/** POST /usermakeupfrontcontribution: the hosted checkout of a Save More payment (authorization_url repeats authurl). */
export const saveMoreCheckoutSchema = z.object({
  authurl: z.string(),
  reference: z.string(),
  amount: z.number(),
  authorization_url: z.string(),
});
export type SaveMoreCheckout = z.output<typeof saveMoreCheckoutSchema>;

/**
 * POST /usermakeupfrontcontributioncallback: the payment's state (success or pending; a failed one
 * answers 402 with the same data).
 */
export const saveMorePaymentSchema = z.object({
  reference: z.string(),
  /** The payment's status as stored: pending, success or failed. */
  status: z.string(),
  amount: z.number(),
});
export type SaveMorePayment = z.output<typeof saveMorePaymentSchema>;
