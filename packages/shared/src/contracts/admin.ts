import { z } from 'zod';
import { idField, maxMessage } from './fields.ts';

/** POST /admin/members/:id/unlock: the member and their status after the unlock (1, active). */
export const unlockedMemberSchema = z.object({ u_id: z.number(), u_status: z.number() });

/** A page of the console's member list holds this many members. */
export const ADMIN_MEMBERS_PER_PAGE = 20;
/** Pages past this are refused: a search that needs them should be narrower. */
export const ADMIN_MEMBERS_MAX_PAGE = 5_000;

export const ADMIN_MESSAGES = {
  memberNotFound: 'Member not found',
  searchTooLong: 'The search must be 100 characters or less',
  page: 'The page must be a whole number from 1',
  reasonRequired: 'Enter the reason for terminating this member',
  alreadyTerminated: 'This member is already terminated',
  alreadyVerified: 'This member has already verified their email',
  terminated: 'Member terminated',
  verificationSent: 'A new verification link has been sent to the member',
} as const;

/** GET /admin/members?q=&page=: a search by name, email, phone or TFP; no q lists the newest members. */
export const adminMembersQuerySchema = z.object({
  q: z.string(ADMIN_MESSAGES.searchTooLong).trim().max(100, ADMIN_MESSAGES.searchTooLong).optional(),
  page: z.coerce
    .number(ADMIN_MESSAGES.page)
    .int(ADMIN_MESSAGES.page)
    .min(1, ADMIN_MESSAGES.page)
    .max(ADMIN_MEMBERS_MAX_PAGE, ADMIN_MESSAGES.page)
    .default(1),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;

export const adminMemberRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tfp: z.string().nullable(),
  /** users.status: 1 active, 3 locked, 5 terminated. */
  status: z.number(),
  title: z.string(),
  plan: z.string().nullable(),
  registered_at: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMembersPageSchema = z.object({
  members: z.array(adminMemberRowSchema),
  page: z.number(),
  per_page: z.number(),
  /** Whether another page follows (members are not counted: a count of every match costs more than the page). */
  more: z.boolean(),
});
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

export const adminMemberParamsSchema = z.object({ id: idField(ADMIN_MESSAGES.memberNotFound) });

/** Amounts are naira (at most 2 decimals), as everywhere in the API. */
const naira = z.number();

export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema.extend({
    email_verified: z.boolean(),
    bank: z
      .object({ bank_name: z.string(), account_number: z.string(), account_holder_name: z.string() })
      .nullable(),
    referred_by: z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable() }).nullable(),
    /** The member's own account number for transfers (a dedicated account), once opened. */
    dedicated_account: z
      .object({ bank_name: z.string(), account_number: z.string(), account_name: z.string() })
      .nullable(),
    /**
     * The provider's refusal to assign that account (its reason and when), while no account is open:
     * the member is told it could not be opened; an operator sees why.
     */
    dedicated_account_failure: z.object({ reason: z.string(), failed_at: z.string() }).nullable(),
    /** The member's own details an operator may correct (null where never filled in). */
    address: z.string().nullable(),
    kin_name: z.string().nullable(),
    kin_email: z.string().nullable(),
    kin_contact: z.string().nullable(),
  }),
  plan: z
    .object({
      name: z.string(),
      /** pending (awaiting payment or a transfer's confirmation) or active. */
      membership_status: z.string(),
      payment_method: z.string(),
      contribution: naira,
      frequency: z.string(),
      duration_months: z.number(),
      cycle: z.number(),
      started_at: z.string().nullable(),
      cycle_ends_at: z.string().nullable(),
      cashout_from: z.string().nullable(),
      cashout_to: z.string().nullable(),
    })
    .nullable(),
  /** Every ledger account of the member with its balance as the member sees it. */
  accounts: z.array(z.object({ kind: z.string(), code: z.string(), balance: naira })),
  /** The current cycle's periods, in order. */
  weeks: z.array(
    z.object({
      week: z.number(),
      due_at: z.string(),
      amount: naira,
      /** paid, late (a missed week paid within the grace), missed, charging. */
      status: z.enum(['paid', 'late', 'missed', 'charging']),
      source: z.string(),
      failure_reason: z.string().nullable(),
    }),
  ),
  transactions: z.array(
    z.object({
      account: z.string(),
      kind: z.string(),
      description: z.string(),
      reference: z.string(),
      amount: naira,
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      reference: z.string(),
      purpose: z.string(),
      method: z.string(),
      amount: naira,
      status: z.string(),
      failure_reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  referrals: z.array(
    z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable(), joined_at: z.string() }),
  ),
  trust_partner: z
    .object({
      relationship: z.string(),
      partner: z.object({ id: z.number(), name: z.string(), tfp: z.string().nullable() }).nullable(),
    })
    .nullable(),
  active_sessions: z.number(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** POST /admin/members/:id/terminate. */
export const terminateMemberBodySchema = z.object({
  reason: z
    .string(ADMIN_MESSAGES.reasonRequired)
    .trim()
    .min(1, ADMIN_MESSAGES.reasonRequired)
    .max(300, maxMessage(300)),
});
export type TerminateMemberBody = z.infer<typeof terminateMemberBodySchema>;
export const terminatedMemberSchema = z.object({
  u_id: z.number(),
  u_status: z.number(),
  sessions_ended: z.number(),
});
