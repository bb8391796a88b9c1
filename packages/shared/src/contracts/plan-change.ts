import { z } from 'zod';
import { idField } from './fields.ts';
import { fundAccountSchema, planCheckoutSchema } from './payments.ts';
import { planViewSchema } from './plans.ts';

/** The spec's texts and our plain sentences for a plan change (part 2 sections 4.2, 4.7, 8). */
export const PLAN_CHANGE_MESSAGES = {
  /** Part 2 section 8, with the plan's display name. */
  notTarget: (plan: string) => `You cannot change your plan to ${plan}.`,
  choosePlan: 'Choose the plan you want to change to',
  chooseDirection: 'Choose whether this is an upgrade (1) or a downgrade (0)',
  choosePayMethod: 'Choose to pay by card or by bank transfer',
  noPlan: 'You have no active plan to change. Choose a plan first.',
  samePlan: (plan: string) => `You are already on the ${plan} plan.`,
  flexiOnlyFromBasic: 'The FLEXI plan can only be chosen from the BASIC plan.',
  flexiCannotChange: 'A FLEXI plan cannot be changed to another plan.',
  flexiNeedsTerms: 'Set your FLEXI amount, frequency and duration to change to the FLEXI plan.',
  wrongDirection: (plan: string, upgrade: boolean) =>
    `Changing to ${plan} is ${upgrade ? 'an upgrade' : 'a downgrade'}. Please choose the plan again.`,
  loanBorrower: 'You cannot change your plan while you are a Loan Borrower. Repay your loan first.',
  tfpInUse:
    'You cannot change your plan while your TFP is in use (you are trusting a loan, or it is in process).',
  pending: (plan: string) =>
    `Your payment to change to ${plan} is still being confirmed. Please wait for it before choosing another change.`,
  downgraded: (plan: string) =>
    `Your plan is now ${plan}. Your new weekly saving starts from your next debit.`,
  upgraded: (plan: string) => `Your plan is now ${plan}.`,
} as const;

/** GET /userplanchangelist: one plan a member can change to, with what the change costs them (naira). */
export const planChangeOptionSchema = planViewSchema.extend({
  /** What the member pays to change: 0 for a downgrade; quoted by the flexi modal for FLEXI. */
  plan_change_amount: z.number(),
  /** The parts of plan_change_amount: the membership fee still owed and the contribution top-up. */
  fee_balance: z.number(),
  contribution_top_up: z.number(),
  /**
   * What plan_change_amount is made of, in words (naira), summing to it: shown before paying and on
   * the receipt in the same words. Empty when the change costs nothing.
   */
  breakdown: z.array(z.object({ label: z.string(), amount: z.number() })),
  /** Weeks paid this cycle: what the top-up is counted on. */
  weeks_paid: z.number(),
  /** 1 upgrade, 0 downgrade (pl_change of POST /userplanchange). */
  pl_change: z.union([z.literal(0), z.literal(1)]),
  is_upgrade: z.boolean(),
  /** The member chooses card or bank transfer (from BASIC to SILVER, GOLD or PLATINUM). */
  choose_pay_method: z.boolean(),
});
export type PlanChangeOption = z.output<typeof planChangeOptionSchema>;

export const planChangeListSchema = z.object({
  current_plan: z.object({ pl_plan_id: z.number(), pl_plan_name: z.string(), pl_display_name: z.string() }),
  /** A reason every change is refused now (Loan Borrower, TFP In Use, a payment pending), or null. */
  blocked: z.string().nullable(),
  plans: z.array(planChangeOptionSchema),
});
export type PlanChangeList = z.output<typeof planChangeListSchema>;

/** POST /userplanchange. pay_method only matters for an upgrade: card (the provider's page) or transfer. */
export const planChangeBodySchema = z.object({
  pl_id: idField(PLAN_CHANGE_MESSAGES.choosePlan),
  pl_change: z.coerce
    .number({ error: PLAN_CHANGE_MESSAGES.chooseDirection })
    .int(PLAN_CHANGE_MESSAGES.chooseDirection)
    .min(0, PLAN_CHANGE_MESSAGES.chooseDirection)
    .max(1, PLAN_CHANGE_MESSAGES.chooseDirection),
  pay_method: z.enum(['card', 'transfer'], { error: PLAN_CHANGE_MESSAGES.choosePayMethod }).default('card'),
});
export type PlanChangeBody = z.input<typeof planChangeBodySchema>;

/** A downgrade done at once. */
export const planChangedSchema = z.object({ kind: z.literal('changed'), pl_plan_name: z.string() });
/** An upgrade by card: the provider's page to pay on, returning to /profile. */
export const planChangeCheckoutSchema = planCheckoutSchema.extend({ kind: z.literal('checkout') });
/** An upgrade by bank transfer: what to send and where, confirmed by an operator. */
export const planChangeTransferSchema = z.object({
  kind: z.literal('transfer'),
  plan_name: z.string(),
  total: z.number(),
  narration: z.string(),
  reference: z.string(),
  bank: fundAccountSchema,
});
export const planChangeAnswerSchema = z.discriminatedUnion('kind', [
  planChangedSchema,
  planChangeCheckoutSchema,
  planChangeTransferSchema,
]);
export type PlanChangeAnswer = z.output<typeof planChangeAnswerSchema>;
