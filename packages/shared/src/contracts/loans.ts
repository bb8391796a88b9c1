import { z } from 'zod';
import { LOAN_PHASES } from '../loan-phase.ts';
import { moneyOutCodeField } from './banks.ts';
import { idField, nairaAmountField } from './fields.ts';

/** The three truster tabs (part 2 sections 2.8, 5): Silver, Gold and Platinum trust members. */
export const TRUSTER_TYPES = ['STM', 'GTM', 'PTM'] as const;
export type TrusterType = (typeof TRUSTER_TYPES)[number];

/** Weights in the truster total (part 2 sections 5 and 9): 5 STM = 1 GTM, 10 STM = 1 PTM. */
export const TRUSTER_WEIGHTS: Record<TrusterType, number> = { STM: 1, GTM: 5, PTM: 10 };

/** pl_value of a tab without a count of its own (part 2 section 3: text containing Max means no limit). */
export const NO_LIMIT = 'Max';

/** The texts of the loan flow (the spec's where it has one, part 2 sections 5 and 8). */
export const LOAN_MESSAGES = {
  minimum: 'Minimum loan amount should be N10,000',
  amountRequired: 'Enter the loan amount',
  amountDigits: 'The loan amount must be at most 10 digits',
  dateRequired: 'Enter the repayment date',
  dateInvalid: 'Enter the repayment date as MM/DD/YYYY',
  datePast: 'The repayment date cannot be before today',
  exceeded: 'You have exceeded your selection limit',
  noTrusters: 'Select at least one truster',
  belowMinimum: (min: number) =>
    `Your trusters do not add up to the ${min} required (a Silver truster counts 1, Gold 5, Platinum 10)`,
  upgrade: 'Upgrade your plan to apply for a loan',
  card: 'Add a card or a bank mandate to apply for a loan',
  profile: 'Complete your profile to at least 75% to apply for a loan',
  weeks: (n: number) => `A loan needs 12 weeks of contributions. You have ${n}.`,
  hours: 'Loan requests are accepted Monday to Friday, 8am to 5pm',
  planCap: (plan: string, cap: string) => `Your ${plan} plan lends up to ${cap}`,
  openLoan: 'You already have a loan application or a loan to repay',
  notTruster: 'Only your accepted trust members can be your trusters',
  unavailable: (pin: string) => `${pin} is no longer available as a truster`,
  terms: 'Check the box to agree to the terms',
  answered: 'You already answered this request',
  ended: 'This loan request has ended',
  submitted: 'Your loan application was submitted. Your trusters have 48 hours to answer.',
  saved: 'Your loan application is saved. Continue it from Get a Loan.',
  trusted: 'Thank you. You trusted this loan.',
  declined: 'You declined this loan request.',
  approved: 'All your trusters trusted you: your loan is approved and waits for disbursal.',
  granted: (amount: string) =>
    `Your loan of ${amount} is ready. Request its withdrawal to your bank account from your trust wallet, or refund it if you no longer need it.`,
  proposed: 'Disbursal proposed. A different operator must approve it.',
  notApproved: 'This loan is not waiting for its disbursal',
  noBank: 'Add your bank details in your profile to withdraw your loan',
  withdrawing: 'Your loan is on its way to your bank account.',
  refunded: 'Your loan is refunded: you owe nothing and your trusters are released.',
  noAction: 'There is no loan application this action applies to',
  refundByRepay: 'Repay your loan from the trust wallet to refund it',
  cancelled: 'Your loan application is cancelled and your trusters are released.',
  withdrawn: 'Your loan application is withdrawn and your trusters are released.',
} as const;

/** 'MM/DD/YYYY' (part 2 section 5: the repayment date is sent so). */
const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The loan amount in naira read as kobo: at least N10,000, at most 10 digits. */
const loanAmount = nairaAmountField({
  required: LOAN_MESSAGES.amountRequired,
  positive: LOAN_MESSAGES.minimum,
  tooLarge: LOAN_MESSAGES.amountDigits,
  maxKobo: 9_999_999_999n * 100n,
}).refine((k) => k >= 1_000_000n, { message: LOAN_MESSAGES.minimum });

/** POST /checkloanrequirement {loan_amount}. */
export const loanRequirementBodySchema = z.object({ loan_amount: loanAmount });

export const loanRequirementItemSchema = z.object({
  pl_name: z.enum(TRUSTER_TYPES),
  pl_value: z.union([z.number(), z.string()]),
});
/**
 * The answer of /checkloanrequirement: the spec's list of pl_name and pl_value (part 2 sections 3, 7),
 * one item a tab. The weighted truster total required and allowed follows from it (selectionLimits).
 */
export const loanRequirementSchema = z.array(loanRequirementItemSchema);
export type LoanRequirement = z.infer<typeof loanRequirementSchema>;

const trusterPick = z.object({ id: idField('Choose a truster'), tfppin: z.string().optional() });
const trusterLists = z.object({
  STM: z.array(trusterPick).default([]),
  GTM: z.array(trusterPick).default([]),
  PTM: z.array(trusterPick).default([]),
});

/** POST /userloanrequest: loan_process 1 submits, 2 saves for later (part 2 section 4.11). */
export const loanRequestBodySchema = z.object({
  loan_process: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'loan_process is 1 or 2' })),
  loan_id: idField('Choose a saved loan application').optional(),
  loan_amount: loanAmount,
  loan_repayment_date: z
    .string({ error: LOAN_MESSAGES.dateRequired })
    .trim()
    .min(1, LOAN_MESSAGES.dateRequired)
    .regex(MMDDYYYY, LOAN_MESSAGES.dateInvalid),
  req_tfps: z.unknown().optional(),
  trustmembers: trusterLists.default({ STM: [], GTM: [], PTM: [] }),
});
export type LoanRequestBody = z.input<typeof loanRequestBodySchema>;

export const loanRequestResultSchema = z.object({ loan_id: z.number(), loan_status: z.number() });

/** A trust member as the truster table shows them (part 2 sections 3 and 4.12). */
export const loanTrusterOptionSchema = z.object({
  id: z.number(),
  u_first_name: z.string(),
  u_tfp_pin: z.string(),
  pl_prefix: z.enum(TRUSTER_TYPES),
  u_tfp_pin_status: z.number(),
  u_image: z.string().nullable(),
});
export type LoanTrusterOption = z.infer<typeof loanTrusterOptionSchema>;
export const loanTrusterOptionsSchema = z.object({
  STM: z.array(loanTrusterOptionSchema),
  GTM: z.array(loanTrusterOptionSchema),
  PTM: z.array(loanTrusterOptionSchema),
});
export const pageBodySchema = z.object({
  offset: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(10),
});

/** POST /getusersavedloanrequest {loan_id?}: the member's saved application, or null. */
export const savedLoanBodySchema = z.object({
  loan_id: idField('Choose a saved loan application').optional(),
});
export const savedLoanSchema = z
  .object({
    loan_id: z.number(),
    loan_amount: z.number(),
    repaydate: z.string(),
    req_tfps: z.record(z.string(), z.union([z.number(), z.string()])),
    trustmembers: loanTrusterOptionsSchema,
  })
  .nullable();
export type SavedLoan = z.infer<typeof savedLoanSchema>;

/** POST /getuserloandetail {loan_id}. */
export const loanDetailBodySchema = z.object({ loan_id: idField('Choose a loan') });
export const loanDetailSchema = z.object({
  loan_id: z.number(),
  loan_req_amount: z.number(),
  loan_req_repayment_date: z.string(),
  loan_status: z.number(),
  /** Where this loan stands, in the words every screen uses (loan-phase.ts). */
  phase: z.enum(LOAN_PHASES),
  /** The application's state (LOAN_STATES): an ended loan says how it ended, e.g. written_off. */
  state: z.string(),
  /** The borrower, for a truster reading the request. */
  borrower: z.object({ u_first_name: z.string(), u_tfp_pin: z.string() }),
  is_borrower: z.boolean(),
  expires_at: z.string().nullable(),
  // The spec's spelling (part 2 section 3).
  loan_trsut_members: z.array(
    z.object({
      u_id: z.number(),
      u_first_name: z.string(),
      u_tfp_pin: z.string(),
      pl_prefix: z.string(),
      /** 'Pending', 'Trusted', 'Declined'. */
      status: z.string(),
    }),
  ),
});
export type LoanDetail = z.infer<typeof loanDetailSchema>;

/** POST /usertrustpartnerresponse (part 2 sections 4.13, 7). */
export const trusterAnswerBodySchema = z
  .object({
    trustresponse: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], { error: 'Answer TRUST or DECLINE' })),
    loanid: idField('Choose a loan request'),
    uid: z.unknown().optional(),
    termschecked: z.coerce.number().optional().default(0),
  })
  .refine((b) => b.trustresponse === 0 || b.termschecked === 1, {
    message: LOAN_MESSAGES.terms,
    path: ['termschecked'],
  });
export const trustResponseResultSchema = z.object({ loan_id: z.number(), loan_status: z.number() });

/** POST /userloanaction {loan_action}: 1 withdraw, 2 refund, 3 cancel (part 2 section 4.3). */
export const loanActionBodySchema = z.object({
  loan_action: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'loan_action is 1, 2 or 3' })),
  loan_id: idField('Choose a loan').optional(),
  /** The 6-digit code from POST /moneyoutcode (purpose loan_withdrawal), for a withdrawal to the bank. */
  code: moneyOutCodeField.optional(),
});

/** POST /admin/loans/:id/propose. */
export const adminLoanParamsSchema = z.object({ id: idField('Loan not found') });

/** The member's loan as every screen reads it (loan-phase.ts): its phase, the spec's status, amount and debt. */
export const memberLoanSchema = z.object({
  phase: z.enum(LOAN_PHASES),
  loan_status: z.number(),
  loan_id: z.number().nullable(),
  amount: z.number(),
  owed: z.number(),
});

/** GET /usercurrentloan: the member's open (or saved) application, for the wallet and /viewloan. */
export const currentLoanSchema = z
  .object({ loan_id: z.number(), loan_status: z.number(), state: z.string() })
  .nullable();

/** The console's loans list (GET /admin/loans?state=). */
export const LOAN_STATES = [
  'saved',
  'awaiting',
  'approved',
  'granted',
  'disbursed',
  'repaid',
  'refunded',
  'declined',
  'expired',
  'cancelled',
  'withdrawn',
  'written_off',
] as const;
export const adminLoansQuerySchema = z.object({ state: z.enum(LOAN_STATES).optional() });
export const adminLoanSchema = z.object({
  id: z.number(),
  member: z.object({ id: z.number(), name: z.string(), tfp_pin: z.string() }),
  amount: z.number(),
  repayment_date: z.string(),
  state: z.enum(LOAN_STATES),
  loan_status: z.number(),
  trusters: z.number(),
  trusted: z.number(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  overdue: z.boolean(),
  /** The disbursal proposal waiting for a second operator, if any. */
  proposal_id: z.number().nullable(),
});
export type AdminLoan = z.infer<typeof adminLoanSchema>;
export const adminLoanListSchema = z.object({ loans: z.array(adminLoanSchema) });

/**
 * The weighted truster total a loan of this requirement needs and allows (part 2 section 5): the first
 * numeric requirement, weighted, is the minimum; the maximum is twice that (2 x STM, 10 x GTM, 20 x PTM);
 * all unlimited means 0.
 */
export function selectionLimits(req: { pl_name: TrusterType; pl_value: number | string }[]): {
  min: number;
  max: number;
} {
  const first = req.find((r) => typeof r.pl_value === 'number');
  if (!first || typeof first.pl_value !== 'number') return { min: 0, max: 0 };
  const min = first.pl_value * TRUSTER_WEIGHTS[first.pl_name];
  return { min, max: 2 * min };
}

/** The weighted total of a selection. */
export const selectionWeight = (counts: Record<TrusterType, number>) =>
  TRUSTER_TYPES.reduce((sum, t) => sum + counts[t] * TRUSTER_WEIGHTS[t], 0);

export type TrusterOptions = z.infer<typeof loanTrusterOptionsSchema>;
export type CurrentLoan = z.infer<typeof currentLoanSchema>;

/**
 * What a member needs to apply for a loan, item by item in the spec's order (part 2 sections 4.6, 6, 9),
 * read before any typing: GET /loaneligibility. Each unmet item carries the refusal the server would
 * give, so the screen says the same words and offers the button that fixes it.
 */
export const LOAN_CHECKLIST_ITEMS = ['plan', 'card', 'profile', 'weeks', 'hours', 'one_loan'] as const;
export type LoanChecklistItem = (typeof LOAN_CHECKLIST_ITEMS)[number];
export const loanChecklistSchema = z.object({
  /** Every item met: the form may open. */
  eligible: z.boolean(),
  /** The member's plan (null without a paid plan) and its largest loan in naira (0 without one). */
  plan: z.string().nullable(),
  plan_limit: z.number(),
  /**
   * The largest loan the server would take now, in naira: the plan's, or below it the limit of a member
   * without a checked ID (docs/domain-rules.md, "Back office: members' records").
   */
  loan_limit: z.number(),
  items: z.array(
    z.object({
      key: z.enum(LOAN_CHECKLIST_ITEMS),
      met: z.boolean(),
      /** The server's refusal for this item while it is unmet, else null. */
      message: z.string().nullable(),
    }),
  ),
  /** The profile's completeness in percent (75 needed). */
  profile_percentage: z.number(),
  /** Paid weeks of contributions, and the 12 needed. */
  paid_weeks: z.number(),
  weeks_needed: z.number(),
  /** When requests are next taken (ISO time; now while open): Monday to Friday, 8am to 5pm Lagos. */
  next_opening: z.string(),
  /** The member's loan, so the one-loan item names where the open one stands. */
  loan: memberLoanSchema,
});
export type LoanChecklist = z.infer<typeof loanChecklistSchema>;
