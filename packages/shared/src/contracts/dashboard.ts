import { z } from 'zod';
import { memberLoanSchema } from './loans.ts';
import { fundAccountSchema } from './payments.ts';

/**
 * A plan bought by bank transfer that an operator has not yet confirmed: what to send, where, and the
 * TFP to use as the narration.
 */
export const awaitedTransferSchema = z.object({
  amount: z.number(),
  plan_name: z.string(),
  reference: z.string(),
  /** The member's TFP: the narration that lets the operator match the money to the member. */
  narration: z.string(),
  /** ISO time the member chose to pay by transfer. */
  requested_at: z.string(),
  bank: fundAccountSchema,
});
export type AwaitedTransfer = z.output<typeof awaitedTransferSchema>;

/**
 * The dashboard's savings header (docs/domain-rules.md, "One truth for each figure"): total saved,
 * the periods paid this cycle out of the cycle's periods ("4 of 52"), the next debit, and the one
 * cash-out countdown. Naira and ISO times.
 */
export const savingsHeaderSchema = z.object({
  total_saved: z.number(),
  cycle: z.number(),
  /** Periods of this cycle paid, whenever they fall due (weeks paid ahead with Save More count). */
  weeks_paid: z.number(),
  /** The cycle's periods: 52 for a 12-month weekly plan, 12 for a 12-month monthly FLEXI plan. */
  weeks: z.number(),
  /** "week" or "month": what a period is, for the words around the count. */
  period: z.enum(['week', 'month']),
  /** The next debit not already paid ahead, or null when none is left this cycle. */
  next_debit: z.object({ date: z.string(), amount: z.number() }).nullable(),
  cashout_from: z.string(),
  cashout_to: z.string(),
  cashout_open: z.boolean(),
  /** Whole weeks until the window opens, rounded up; 0 once it is open or past. */
  weeks_to_cashout: z.number(),
});
export type SavingsHeader = z.output<typeof savingsHeaderSchema>;

/** The dashboard checklist: four items worth PROFILE_ITEM_WEIGHT each, 1 when done. */
export const profileCompletenessSchema = z.object({
  profile_percentage: z.number(),
  email_verified: z.number(),
  bank_info: z.number(),
  trust_rating_network: z.number(),
  update_profile_user_info: z.number(),
});
export type ProfileCompleteness = z.output<typeof profileCompletenessSchema>;

/** GET /userdashboard (part 2 section 3, "Profile completeness response") plus the badge inputs. */
export const dashboardSchema = z.object({
  credit_card_info: z.number(),
  profile: profileCompletenessSchema,
  rating: z.object({ rating_count: z.number(), loan_pop_etc_rating: z.number() }),
  /** 0 nothing running, 1 loan, 2 POP, 3 ETC (part 2 section 4.2). */
  loan_pop_etc_status: z.number(),
  loan_status: z.number(),
  /** The member's loan as every screen reads it (loan-phase.ts); loan_status is its status. */
  loan: memberLoanSchema,
  pop_status: z.number(),
  etc_status: z.number(),
  u_tfp_pin_status: z.number(),
  u_status: z.number(),
  u_membertitle: z.string(),
  u_reg_date: z.string(),
  /**
   * While the email is unverified: when the 24 hours to verify it end (ISO), for the banner's time
   * left; past it, signing in asks for the link first. Null once verified.
   */
  email_verify_by: z.string().nullable(),
  cashout_status: z.number(),
  u_cashout_from: z.string().nullable(),
  u_cashout_to: z.string().nullable(),
  u_flexi_duration: z.number().nullable(),
  u_pl_rgst_fee: z.number(),
  plan_info: z.object({ pl_name: z.string(), pl_id: z.number(), pl_image: z.string() }).nullable(),
  u_trust_link: z.string().nullable(),
  earnings: z.number(),
  earning_number: z.number(),
  /** Null when no transfer is awaited. */
  awaited_transfer: awaitedTransferSchema.nullable(),
  /**
   * Where the member's active cycle stands: week N of its weeks (52 for 12 months), counted from the
   * cycle's start. Null without an active, started plan.
   */
  cycle_progress: z
    .object({
      cycle: z.number(),
      week: z.number(),
      weeks: z.number(),
      started_at: z.string(),
      ends_at: z.string(),
    })
    .nullable(),
  /**
   * The savings header: every figure of it from here, so no two places on the screen can disagree.
   * Null without an active plan that saves (BASIC, no plan, or one awaiting its first payment).
   */
  savings: savingsHeaderSchema.nullable(),
});
export type DashboardResponse = z.output<typeof dashboardSchema>;

/** The four checklist items are worth 25% each (docs/domain-rules.md, Member home). */
export const PROFILE_ITEM_WEIGHT = 25;
/** Spec part 2 section 4.6: 100 or 75 lets a member apply for a loan, POP or ETC. */
export const PROFILE_PERCENT_TO_APPLY = 75;
export const LOCKED_MESSAGE =
  'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account';
export const TERMINATED_BADGE = 'ACCOUNT TERMINATED';
