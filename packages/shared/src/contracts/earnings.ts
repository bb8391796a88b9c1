import { z } from 'zod';
import { nairaToKobo } from '../money.ts';
import { moneyOutCodeField } from './banks.ts';
import { amountTooLargeMessage, idField, nairaAmountField } from './fields.ts';
import { checkFlexiAmount, flexiDurationField, flexiPlanFields, PLAN_MESSAGES } from './plans.ts';

/**
 * Weekly Earnings (spec part 2 sections 2.6, 4.8, 5, 7, 8, 9): the earnings list, redeeming, turning
 * earnings into contribution weeks and starting a plan with earnings. Amounts are naira numbers.
 */

/** Redeeming starts at N5,000 (part 2 sections 5 and 9). */
export const MIN_REDEEM_NAIRA = 5000;
export const MIN_REDEEM_KOBO = nairaToKobo(MIN_REDEEM_NAIRA);
/** Below N1,000 of earnings no plan can be started (part 2 section 4.8). */
export const MIN_PLAN_EARNINGS_NAIRA = 1000;
export const MIN_PLAN_EARNINGS_KOBO = nairaToKobo(MIN_PLAN_EARNINGS_NAIRA);

export const EARNINGS_MESSAGES = {
  redeemMinimum: 'You can only redeem your earnings if you have N5000 or above',
  redeemRequired: 'Enter the amount to redeem',
  insufficient: 'Insufficient Earnings',
  noBank: 'Add your bank details in your profile to redeem your earnings: we send them to your bank account.',
  requestId: 'request_id must be a UUID',
} as const;

/** POST /referalreedem: the amount chosen (naira), read as kobo; request_id makes a retry harmless. */
export const redeemBody = z.object({
  redeem_amount: nairaAmountField({
    required: EARNINGS_MESSAGES.redeemRequired,
    positive: EARNINGS_MESSAGES.redeemMinimum,
    tooLarge: amountTooLargeMessage('The redeem amount'),
  }),
  /** Chosen by the browser once per redeem dialog: the same id twice redeems once. */
  request_id: z.uuid({ error: EARNINGS_MESSAGES.requestId }).optional(),
  /** The 6-digit code from POST /moneyoutcode (purpose redemption). */
  code: moneyOutCodeField.optional(),
});
export type RedeemBody = z.input<typeof redeemBody>;

/** POST /usernonftmplanpaymentbyearning: a SILVER, GOLD or PLATINUM plan started with earnings. */
export const planByEarningsBody = z.object({
  planid: idField(PLAN_MESSAGES.choosePlan),
  page_response: z.coerce.number().int().min(0).max(9).optional(),
});
export type PlanByEarningsBody = z.input<typeof planByEarningsBody>;

/**
 * POST /userftmplanpaymentbyearning: the FLEXI plan started with earnings. flexi_type 1 quotes the
 * fee, 2 starts the plan. The spec's call sends no duration: 12 months unless pf_pl_duration is sent.
 */
export const flexiPlanByEarningsBody = z
  .object({
    ...flexiPlanFields,
    pf_pl_duration: flexiDurationField.optional(),
    page_response: z.coerce.number().int().min(0).max(9).optional(),
  })
  .superRefine(checkFlexiAmount);
export type FlexiPlanByEarningsBody = z.input<typeof flexiPlanByEarningsBody>;

/** One earning: a referral (level 1 to 3, the member brought in) or a trust bonus, with its date. */
export const earningViewSchema = z.object({
  id: z.number(),
  /** ISO time the earning was posted. */
  date: z.string(),
  amount: z.number(),
  type: z.enum(['referral', 'trust-bonus', 'other']),
  level: z.number().nullable(),
  /** The member whose plan paid a referral earning. */
  member_name: z.string().nullable(),
  description: z.string(),
});
export type EarningView = z.output<typeof earningViewSchema>;

/** A plan that can be started with earnings and the earnings it needs (its membership fee). */
export const earningsPlanOptionSchema = z.object({
  pl_plan_id: z.number(),
  pl_plan_name: z.string(),
  needed: z.number(),
});

/** GET /userearnings. */
export const earningsViewSchema = z.object({
  earnings_count: z.number(),
  /** Every earning ever credited. */
  total_earned: z.number(),
  /** What the member holds now: earned minus redeemed, converted or spent on a plan. */
  redeemable: z.number(),
  min_redeem: z.number(),
  /** BASIC for the free plan, the plan's name otherwise, null without a plan. */
  plan_name: z.string().nullable(),
  /** true when the member can start a plan with earnings (BASIC, or no plan yet). */
  can_start_plan: z.boolean(),
  /** The amount of one contribution period of the active paid plan (null without one). */
  period_amount: z.number().nullable(),
  /** Whole contribution periods the earnings pay for now. */
  periods_covered: z.number(),
  plans: z.array(earningsPlanOptionSchema),
  /** The FLEXI plan's id for POST /userftmplanpaymentbyearning (its fee is quoted), null when withdrawn. */
  flexi_plan_id: z.number().nullable(),
  /** Where a redemption goes: the bank and the account's last four digits, null when none is on file. */
  bank: z.object({ bank_name: z.string(), account_ending: z.string() }).nullable(),
  earnings: z.array(earningViewSchema),
});
export type EarningsView = z.output<typeof earningsViewSchema>;

/** POST /referalreedem: the payout recorded for an operator to send. */
export const redemptionResultSchema = z.object({
  payout_id: z.number(),
  redeem_amount: z.number(),
  bank_name: z.string(),
  account_number: z.string(),
  redeemable: z.number(),
});
export type RedemptionResult = z.output<typeof redemptionResultSchema>;

/** GET /usermakeupfrontcontributionbyearning: the periods paid from earnings. */
export const contributionByEarningsSchema = z.object({
  weeks: z.array(z.number()),
  amount: z.number(),
  redeemable: z.number(),
});
export type ContributionByEarnings = z.output<typeof contributionByEarningsSchema>;

/** A plan started with earnings (or, for flexi_type 1, the fee it would take). */
export const planByEarningsResultSchema = z.object({
  plan_name: z.string(),
  membership_fee: z.number(),
  started: z.boolean(),
  redeemable: z.number(),
});
export type PlanByEarningsResult = z.output<typeof planByEarningsResultSchema>;
