import { z } from 'zod';
import { nairaToKobo } from '../money.ts';
import { amountTooLargeMessage, idField, nairaAmountField } from './fields.ts';

/**
 * Plan catalogue and flexi plan contracts (spec part 1 sections 3, 4, 7, 9; part 2 sections 4.9, 9).
 * Amounts here are naira, as the API and the forms carry them; con_amount is read into kobo.
 */

export const FLEXI_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type FlexiFrequency = (typeof FLEXI_FREQUENCIES)[number];

export const FLEXI_DURATIONS = [3, 6, 12, 24] as const;
export type FlexiDuration = (typeof FLEXI_DURATIONS)[number];

/** The amounts offered in the flexi modal, the defaults, and the bounds of a quote (naira). */
export const FLEXI_AMOUNTS = [500, 1000, 2000, 5000, 10000, 20000, 50000, 100000] as const;
export const FLEXI_DEFAULT_AMOUNT = 500;
export const FLEXI_DEFAULT_DURATION: FlexiDuration = 3;
/** A quote is asked for amounts above 199 only. */
export const FLEXI_MIN_AMOUNT = 200;
export const FLEXI_CAPS: Record<FlexiFrequency, number> = {
  Daily: 10_000,
  Weekly: 100_000,
  Monthly: 500_000,
};

/** flexi_type on POST /userflexiplanpayment: 1 asks for a quote, 2 pays. */
export const FLEXI_QUOTE = 1;
export const FLEXI_PAY = 2;

const thousands = (n: number) => n.toLocaleString('en-NG');

export const PLAN_MESSAGES = {
  mustBeNumber: 'Must be a number',
  amountRequired: 'Enter an amount',
  amountTooSmall: `Enter an amount of N${FLEXI_MIN_AMOUNT} or more`,
  amountTooLarge: (frequency: FlexiFrequency) =>
    `The most you can save ${frequency} on the flexi plan is N${thousands(FLEXI_CAPS[frequency])}`,
  chooseFrequency: 'Choose Daily, Weekly or Monthly',
  chooseDuration: 'Choose a duration of 3, 6, 12 or 24 months',
  chooseFlexiType: 'flexi_type must be 1 (quote) or 2 (pay)',
  choosePlan: 'Choose a plan',
  notFlexiPlan: 'This plan is not the flexi plan',
  payNotAvailable: 'Paying for a flexi plan is not available yet',
} as const;

export const FLEXI_MIN_AMOUNT_KOBO = nairaToKobo(FLEXI_MIN_AMOUNT);

/** Whole naira, as digits (or a whole number): the flexi amount field accepts digits only. */
export const flexiAmountField = nairaAmountField({
  required: PLAN_MESSAGES.amountRequired,
  positive: PLAN_MESSAGES.amountTooSmall,
  tooLarge: amountTooLargeMessage('The contribution amount'),
  wholeNaira: PLAN_MESSAGES.mustBeNumber,
});

/**
 * The FLEXI contribution within its range: FLEXI_MIN_AMOUNT naira or more, and at most its frequency's
 * cap. con_amount is kobo here: the field has read it, and stopped the parse if it could not.
 */
export function checkFlexiAmount(
  body: { con_amount: bigint; pf_pl_text: FlexiFrequency },
  ctx: z.RefinementCtx,
) {
  if (body.con_amount < FLEXI_MIN_AMOUNT_KOBO) {
    ctx.addIssue({ code: 'custom', path: ['con_amount'], message: PLAN_MESSAGES.amountTooSmall });
  } else if (body.con_amount > nairaToKobo(FLEXI_CAPS[body.pf_pl_text])) {
    ctx.addIssue({
      code: 'custom',
      path: ['con_amount'],
      message: PLAN_MESSAGES.amountTooLarge(body.pf_pl_text),
    });
  }
}

/** The FLEXI duration in months: 3, 6, 12 or 24. */
export const flexiDurationField = z.coerce
  .number({ error: PLAN_MESSAGES.chooseDuration })
  .refine(
    (n): n is FlexiDuration => (FLEXI_DURATIONS as readonly number[]).includes(n),
    PLAN_MESSAGES.chooseDuration,
  );

/**
 * What a FLEXI quote or start names, paid by card or transfer (/userftmplanpayment) or with earnings
 * (/userftmplanpaymentbyearning): flexi_type 1 quotes the fee, 2 starts the plan.
 */
export const flexiPlanFields = {
  flexi_type: z.coerce
    .number({ error: PLAN_MESSAGES.chooseFlexiType })
    .refine((n) => n === FLEXI_QUOTE || n === FLEXI_PAY, PLAN_MESSAGES.chooseFlexiType),
  planid: idField(PLAN_MESSAGES.choosePlan),
  con_amount: flexiAmountField,
  pf_pl_text: z.enum(FLEXI_FREQUENCIES, { error: PLAN_MESSAGES.chooseFrequency }),
};

export const flexiPaymentBodySchema = z
  .object({
    ...flexiPlanFields,
    pf_pl_duration: flexiDurationField,
    /** 0 ordinary, 1 regular payment, 3 and 4 card change (spec part 1 section 7). */
    page_response: z.coerce.number().int().min(0).max(9).optional(),
  })
  .superRefine(checkFlexiAmount);
export type FlexiPaymentBody = z.infer<typeof flexiPaymentBodySchema>;

/** One entry of GET /getsubscriptionplans. Naira as numbers; trust bonus as a percentage (0.5 = 0.5%). */
export const planViewSchema = z.object({
  pl_plan_id: z.number(),
  /** ORDINARY, FLEXI, SILVER, GOLD, PLATINUM: the stored name. */
  pl_plan_name: z.string(),
  /** What the plan list and plan detail show: BASIC for ORDINARY, otherwise the name. */
  pl_display_name: z.string(),
  pl_plan_prefix: z.string(),
  pl_weekly_saving: z.number(),
  /** The largest loan the plan qualifies for (0: no loans). */
  pl_qualify_loan: z.number(),
  /** The membership fee (pl_registration and pl_rgst_fee carry the same figure). */
  pl_rgst_fee: z.number(),
  pl_registration: z.number(),
  pl_image: z.string(),
  pl_trust_bonus: z.number(),
  pl_trust_bonus_max: z.number(),
  pl_etc_pop_limit: z.number(),
  /** The referral earnings of the three levels. */
  pl_referral_earnings: z.tuple([z.number(), z.number(), z.number()]),
  pl_earnings_to_start: z.number(),
  planbenefits: z.array(z.object({ pb_text: z.string(), pb_value: z.string() })),
});
export type PlanView = z.output<typeof planViewSchema>;

/** GET /getflexiplanfrequency entries. */
export const flexiFrequencyViewSchema = z.object({
  pf_id: z.number(),
  pf_pl_text: z.enum(FLEXI_FREQUENCIES),
});
export type FlexiFrequencyView = z.output<typeof flexiFrequencyViewSchema>;

/** data of POST /userflexiplanpayment with flexi_type 1: the quote (naira). */
export const flexiQuoteViewSchema = z.object({
  membership_fee: z.number(),
  con_amount: z.number(),
  pf_pl_text: z.enum(FLEXI_FREQUENCIES),
  pf_pl_duration: z.literal(FLEXI_DURATIONS),
  weekly_equivalent: z.number(),
  trust_bonus: z.number(),
  loan_limit: z.number(),
  etc_pop_limit: z.number(),
});
export type FlexiQuoteView = z.output<typeof flexiQuoteViewSchema>;

/** data of POST /userflexiplanpayment with flexi_type 2: the hosted checkout of fee + first contribution (naira). */
export const flexiCheckoutSchema = z.object({
  membership_fee: z.number(),
  authurl: z.string(),
  reference: z.string(),
  amount: z.number(),
});
export type FlexiCheckout = z.output<typeof flexiCheckoutSchema>;

/**
 * POST /userflexiplanpayment: a quote (flexi_type 1) or a checkout (flexi_type 2); only a checkout has
 * authurl. The pay step's handler is plugged in by the payments feature, so the route sends whatever
 * object it answers as it is (the last, loose branch).
 */
export const flexiPaymentAnswerSchema = z.union([
  flexiQuoteViewSchema,
  flexiCheckoutSchema,
  z.looseObject({}),
]);
