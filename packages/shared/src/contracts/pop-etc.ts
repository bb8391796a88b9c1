import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * Purchase order power (POP) and emergency travel cover (ETC): the application forms of part 2
 * sections 2.11, 3 and 5, the statuses of 4.4, and the console's queue. Where the spec shows no text
 * (section 5: "exact message texts for the ETC and POP rules other than the city rule are not shown"),
 * the message is a plain sentence naming the field.
 */
export const POP_ETC_MESSAGES = {
  /** The spec's text (part 2 section 8). */
  sameCities: "Two cities can't be same",
  fromCity: 'Choose the city you travel from',
  toCity: 'Choose the city you travel to',
  coverType: 'Choose the type of cover',
  travelBy: 'Choose bus or air',
  reason: 'Enter the reason',
  reasonMax: 'The reason must be 300 characters or less',
  travelDate: 'Choose the travel date',
  returnDate: 'Choose the return date',
  returnBeforeTravel: 'The return date cannot be before the travel date',
  repaymentDate: 'Choose the repayment date',
  dateFormat: 'Dates must be MM/DD/YYYY',
  pastTravel: 'The travel date cannot be in the past',
  pastReturn: 'The return date cannot be in the past',
  pastRepayment: 'The repayment date cannot be in the past',
  repaymentBeforeTravel: 'The repayment date cannot be before the travel date',
  item: 'Choose the item',
  itemName: 'Enter the item name',
  itemNameMax: 'The item name must be 50 characters or less',
  deliveryLocation: 'Enter the delivery location',
  deliveryLocationMax: 'The delivery location must be 100 characters or less',
  unknownCity: 'Choose a city from the list',
  unknownItem: 'Choose an item from the list',
  amount: (label: string, limit: string) => `The ${label} amount is your plan's limit of ${limit}.`,
  basicPlan: (label: string) => `Upgrade to a paid plan to apply for ${label}.`,
  noCard: (label: string) => `Add a card before you apply for ${label}.`,
  profile: (label: string) => `Complete your profile before you apply for ${label}.`,
  weeks: (label: string, paid: number) =>
    `${label} needs 24 weeks of contributions. You have ${paid} so far.`,
  locked: 'Your account is locked. Contact support.',
  alreadyOpen: (label: string) => `You already have an application for ${label} in process or in use.`,
  nothingToCancel: (label: string) => `You have no ${label} in process to cancel.`,
  airNotCovered: (plan: string) => `Your ${plan} plan covers bus travel only.`,
  abroadNotCovered: (plan: string) => `Your ${plan} plan covers travel within Nigeria only.`,
  applied: (label: string) =>
    `Your ${label} application was received. It is in process until an operator approves it.`,
  cancelled: (label: string) => `Your ${label} application was cancelled.`,
  notInProcess: 'This application is no longer in process.',
  proposed: 'Disbursal proposed. A different operator must approve it.',
} as const;

/** pop_status / etc_status (part 2 section 4.4): 1 in process, 2 in use, 3 none (Apply). */
export const POP_ETC_STATUS = { inProcess: 1, inUse: 2, none: 3 } as const;
export type PopEtcStatus = 1 | 2 | 3;

export const COVER_TYPES = ['One Way', 'Round Trip'] as const;
export const TRAVEL_BY = ['Bus', 'Air'] as const;

export const POP_ETC_REASON_MAX = 300;
export const POP_ITEM_NAME_MAX = 50;
export const DELIVERY_LOCATION_MAX = 100;

const MMDDYYYY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** MM/DD/YYYY (part 2 section 7), an impossible day (02/30) refused too. */
const dayField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => MMDDYYYY.test(s) && isRealDay(s), POP_ETC_MESSAGES.dateFormat);

function isRealDay(s: string): boolean {
  const [m, d, y] = s.split('/').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** MM/DD/YYYY -> YYYY-MM-DD, which sorts as the days do. */
export const sortableDay = (mmddyyyy: string) => {
  const [m, d, y] = mmddyyyy.split('/');
  return `${y}-${m}-${d}`;
};

/** YYYY-MM-DD -> MM/DD/YYYY. */
export const apiDay = (yyyymmdd: string) => {
  const [y, m, d] = yyyymmdd.split('-');
  return `${m}/${d}/${y}`;
};

const text = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

/** The amount is the plan's limit, read-only: when sent it must be that limit (checked by the server). */
const amountField = z.coerce.number({ error: 'The amount must be a number' }).optional();

/** POST /emergencytravelcover (part 2 section 7): ec_… names, days MM/DD/YYYY. */
export const etcApplyBodySchema = z
  .object({
    ec_from: idField(POP_ETC_MESSAGES.fromCity),
    ec_to: idField(POP_ETC_MESSAGES.toCity),
    ec_type: z.enum(COVER_TYPES, { error: POP_ETC_MESSAGES.coverType }),
    ec_travel_by: z.enum(TRAVEL_BY, { error: POP_ETC_MESSAGES.travelBy }).default('Bus'),
    ec_amount: amountField,
    ec_reason: text(POP_ETC_MESSAGES.reason, POP_ETC_REASON_MAX, POP_ETC_MESSAGES.reasonMax),
    ec_from_travel_date: dayField(POP_ETC_MESSAGES.travelDate),
    ec_to_travel_date: z.string().trim().optional().default(''),
    ec_repayment_date: dayField(POP_ETC_MESSAGES.repaymentDate),
  })
  .superRefine((b, ctx) => {
    if (b.ec_from === b.ec_to)
      ctx.addIssue({ code: 'custom', path: ['ec_to'], message: POP_ETC_MESSAGES.sameCities });
    if (b.ec_type !== 'Round Trip') return;
    const ret = b.ec_to_travel_date;
    if (!ret) {
      ctx.addIssue({ code: 'custom', path: ['ec_to_travel_date'], message: POP_ETC_MESSAGES.returnDate });
    } else if (!MMDDYYYY.test(ret) || !isRealDay(ret)) {
      ctx.addIssue({ code: 'custom', path: ['ec_to_travel_date'], message: POP_ETC_MESSAGES.dateFormat });
    } else if (
      MMDDYYYY.test(b.ec_from_travel_date) &&
      sortableDay(ret) < sortableDay(b.ec_from_travel_date)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ec_to_travel_date'],
        message: POP_ETC_MESSAGES.returnBeforeTravel,
      });
    }
  });
export type EtcApplyBody = z.input<typeof etcApplyBodySchema>;

/** POST /purchaseorderpower (part 2 section 7). */
export const popApplyBodySchema = z.object({
  pr_item_id: idField(POP_ETC_MESSAGES.item),
  pr_item_name: text(POP_ETC_MESSAGES.itemName, POP_ITEM_NAME_MAX, POP_ETC_MESSAGES.itemNameMax),
  pr_item_amount: amountField,
  ec_amount: amountField,
  pr_repayment_date: dayField(POP_ETC_MESSAGES.repaymentDate),
  pr_reason_item_purchase: text(POP_ETC_MESSAGES.reason, POP_ETC_REASON_MAX, POP_ETC_MESSAGES.reasonMax),
  pr_delivery_location: text(
    POP_ETC_MESSAGES.deliveryLocation,
    DELIVERY_LOCATION_MAX,
    POP_ETC_MESSAGES.deliveryLocationMax,
  ),
});
export type PopApplyBody = z.input<typeof popApplyBodySchema>;

export const etcCitySchema = z.object({
  etc_city_id: z.number(),
  etc_city_name: z.string(),
  etc_country: z.string(),
});
export type EtcCity = z.infer<typeof etcCitySchema>;
/** GET /etccitylist (the spec's ETCCityList): the active cities, Nigerian first. */
export const etcCityListSchema = z.array(etcCitySchema);

export const popItemSchema = z.object({ pop_item_id: z.number(), pop_item_name: z.string() });
/** GET /popitemlist: the kinds of item a POP buys. */
export const popItemListSchema = z.array(popItemSchema);

/** The rules that stop an application, in the order a member meets them. */
export const POP_ETC_GATES = ['locked', 'upgrade', 'add-card', 'update-profile', 'weeks', 'open'] as const;
export type PopEtcGate = (typeof POP_ETC_GATES)[number];

/** What a member may apply for: the status, the read-only amount and, for ETC, the plan's scope. */
const termsOf = z.object({
  status: z.number(),
  /** The plan's limit in naira: the amount of an application (0 on a plan without one). */
  amount: z.number(),
  /** Why the member may not apply now (null when they may). */
  refusal: z.string().nullable(),
  /** Which rule refused (section 4.6): the screen offers the way forward (upgrade, add a card, …). */
  gate: z.enum(POP_ETC_GATES).nullable(),
});
/** GET /popetcterms */
export const popEtcTermsSchema = z.object({
  plan_name: z.string().nullable(),
  pop: termsOf,
  etc: termsOf.extend({
    /** Air travel is covered (GOLD, PLATINUM). */
    air: z.boolean(),
    /** Other African countries are covered (PLATINUM). */
    abroad: z.boolean(),
  }),
});
export type PopEtcTerms = z.infer<typeof popEtcTermsSchema>;

/** One application as the member and operators read it. */
export const popEtcApplicationSchema = z.object({
  id: z.number(),
  kind: z.enum(['pop', 'etc']),
  status: z.number(),
  amount: z.number(),
  reason: z.string(),
  repayment_date: z.string(),
  created_at: z.string(),
  pop_item_name: z.string().nullable(),
  pop_delivery_location: z.string().nullable(),
  etc_from: z.string().nullable(),
  etc_to: z.string().nullable(),
  etc_type: z.string().nullable(),
  etc_travel_by: z.string().nullable(),
  etc_travel_date: z.string().nullable(),
  etc_return_date: z.string().nullable(),
});
export type PopEtcApplication = z.infer<typeof popEtcApplicationSchema>;
export const popEtcApplicationListSchema = z.array(popEtcApplicationSchema);

/** The console: applications with their member and any disbursal proposal waiting. */
export const adminPopEtcApplicationSchema = popEtcApplicationSchema.extend({
  member: z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable() }),
  proposal_id: z.number().nullable(),
});
export const adminPopEtcListSchema = z.object({
  applications: z.array(adminPopEtcApplicationSchema),
  total: z.number(),
});
export type AdminPopEtcApplication = z.infer<typeof adminPopEtcApplicationSchema>;
export const adminPopEtcQuerySchema = z.object({
  kind: z.enum(['pop', 'etc']).optional(),
  status: z.coerce.number().int().min(1).max(3).default(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const popEtcParamsSchema = z.object({ id: idField('Application not found') });
