import { z } from 'zod';
import { ADMIN_MESSAGES, adminMembersQuerySchema } from './admin.ts';
import { emailField, idField, maxMessage, personNameField, phoneField } from './fields.ts';
import { bankAccountFields, checkDigitRule, PROFILE_MESSAGES } from './profile.ts';

/**
 * Members' records in the console (docs/domain-rules.md, "Back office: members' records"): the search's
 * filters and export, editing a member's details, notes, ID documents and the tiers they set.
 */

export const MEMBER_RECORDS_MESSAGES = {
  plan: 'Choose a plan from the list',
  status: 'The status must be active, locked or terminated',
  arrears: 'Arrears must be yes or no',
  idCheck: 'The ID check must be none, pending or checked',
  nothingToChange: 'Change at least one detail',
  emailTaken: 'Another account already uses this email address',
  detailsSaved: 'Member details updated',
  bankProposed: 'Bank details change sent for approval by another operator',
  bankReason: 'Enter the reason for changing the bank details',
  noteRequired: 'Write the note',
  noteSaved: 'Note added',
  documentNotFound: 'ID document not found',
  decision: 'Choose approve or reject',
  rejectReason: 'Enter the reason for rejecting this document',
  alreadyReviewed: 'This document has already been reviewed',
  approved: 'ID document approved',
  rejected: 'ID document rejected',
  // The member's side (profile page).
  idType: 'Choose the type of ID',
  idNumber: 'Enter the ID number',
  idNumberDigits: 'A BVN or NIN is 11 digits',
  idNumberShape: 'Use letters and digits only, 4 to 20 of them',
  idFileRequired: 'Choose a photo or PDF of your ID',
  idFileType: 'Upload a JPEG or PNG photo, or a PDF',
  idFileTooLarge: 'The file must be 2 MB or smaller',
  idPending: 'Your ID document is being reviewed: you can upload another once it has been reviewed',
  idAlreadyChecked: 'Your ID has already been checked',
  idUploaded: 'ID document uploaded. We will review it and let you know.',
} as const;

/** Member status as the filter names it, and users.status it reads. */
export const MEMBER_STATUS_FILTER = { active: 1, locked: 3, terminated: 5 } as const;
export type MemberStatusFilter = keyof typeof MEMBER_STATUS_FILTER;

/** Where a member's ID check stands: none (nothing awaiting review or approved), pending, checked. */
export const ID_CHECK_STATES = ['none', 'pending', 'checked'] as const;
export type IdCheckState = (typeof ID_CHECK_STATES)[number];

/** The plans a member may be filtered by (ORDINARY is the basic plan; "none" has no open plan). */
export const MEMBER_PLAN_FILTERS = ['ORDINARY', 'SILVER', 'GOLD', 'PLATINUM', 'FLEXI', 'none'] as const;

/** GET /admin/members and GET /admin/members/export: the search and its filters. */
export const adminMembersFilterSchema = adminMembersQuerySchema.extend({
  plan: z.enum(MEMBER_PLAN_FILTERS, { error: MEMBER_RECORDS_MESSAGES.plan }).optional(),
  status: z.enum(['active', 'locked', 'terminated'], { error: MEMBER_RECORDS_MESSAGES.status }).optional(),
  arrears: z.enum(['yes', 'no'], { error: MEMBER_RECORDS_MESSAGES.arrears }).optional(),
  id_check: z.enum(ID_CHECK_STATES, { error: MEMBER_RECORDS_MESSAGES.idCheck }).optional(),
});
export type AdminMembersFilter = z.output<typeof adminMembersFilterSchema>;

/** At most this many members in one export (every member of a fund of 100,000 fits). */
export const MEMBER_EXPORT_MAX_ROWS = 200_000;

/**
 * POST /admin/members/:id/details: any of the member's own details, each checked by the rule of the
 * member's forms. Bank details are not here: they change only through approval (bank-change).
 */
export const memberDetailsBodySchema = z
  .object({
    full_name: personNameField(PROFILE_MESSAGES.fullName, 100),
    email: emailField(),
    phone: phoneField(),
    address: z.string().trim().min(1, PROFILE_MESSAGES.address).max(100, maxMessage(100)),
    kin_name: personNameField(PROFILE_MESSAGES.kinName),
    kin_email: emailField(PROFILE_MESSAGES.kinEmail),
    kin_contact: phoneField(PROFILE_MESSAGES.kinPhone),
  })
  .partial()
  .refine((d) => Object.values(d).some((v) => v !== undefined), MEMBER_RECORDS_MESSAGES.nothingToChange);
export type MemberDetailsBody = z.input<typeof memberDetailsBodySchema>;

/** The answer: which details changed, each with its value before and after. */
export const memberDetailsChangeSchema = z.object({
  changed: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string() })),
});

/** POST /admin/members/:id/bank-change: proposed here, applied when another operator approves it. */
export const memberBankChangeBodySchema = bankAccountFields
  .extend({
    reason: z
      .string({ error: MEMBER_RECORDS_MESSAGES.bankReason })
      .trim()
      .min(1, MEMBER_RECORDS_MESSAGES.bankReason)
      .max(300, maxMessage(300)),
  })
  .refine(...checkDigitRule);
export type MemberBankChangeBody = z.input<typeof memberBankChangeBodySchema>;
export const memberBankChangeProposedSchema = z.object({ proposal_id: z.number() });

/** A note on a member's record. */
export const memberNoteBodySchema = z.object({
  text: z
    .string({ error: MEMBER_RECORDS_MESSAGES.noteRequired })
    .trim()
    .min(1, MEMBER_RECORDS_MESSAGES.noteRequired)
    .max(2000, maxMessage(2000)),
});
export type MemberNoteBody = z.input<typeof memberNoteBodySchema>;
export const memberNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  operator: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;
export const memberNotesSchema = z.object({ notes: z.array(memberNoteSchema) });

/** ID documents a member may upload. */
export const ID_DOCUMENT_TYPES = ['nin', 'bvn', 'passport', 'drivers_licence', 'voters_card'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  nin: 'National Identification Number (NIN) slip',
  bvn: 'Bank Verification Number (BVN)',
  passport: 'International passport',
  drivers_licence: "Driver's licence",
  voters_card: "Voter's card",
};
/** JPEG, PNG or PDF, 2 MB at most: checked by the file's first bytes on the server. */
export const ID_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const ID_DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * The upload's text fields (multipart form: id_type, id_number, and the file as id_file). A BVN or NIN
 * is 11 digits; other documents 4 to 20 letters and digits. Only the last four are ever stored.
 */
export const idDocumentFieldsSchema = z
  .object({
    id_type: z.enum(ID_DOCUMENT_TYPES, { error: MEMBER_RECORDS_MESSAGES.idType }),
    id_number: z
      .string({ error: MEMBER_RECORDS_MESSAGES.idNumber })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, MEMBER_RECORDS_MESSAGES.idNumber)),
  })
  .superRefine((d, ctx) => {
    const digits = d.id_type === 'bvn' || d.id_type === 'nin';
    if (digits && !/^\d{11}$/.test(d.id_number)) {
      ctx.addIssue({ code: 'custom', path: ['id_number'], message: MEMBER_RECORDS_MESSAGES.idNumberDigits });
    } else if (!digits && !/^[A-Za-z0-9]{4,20}$/.test(d.id_number)) {
      ctx.addIssue({ code: 'custom', path: ['id_number'], message: MEMBER_RECORDS_MESSAGES.idNumberShape });
    }
  });
export type IdDocumentFields = z.input<typeof idDocumentFieldsSchema>;

/** One ID document as the member and the console see it (never the number beyond its last four). */
export const idDocumentSchema = z.object({
  id: z.number(),
  type: z.enum(ID_DOCUMENT_TYPES),
  number_last4: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Paystack's customer identification of a BVN: not_checked, pending, verified, failed. */
  provider_status: z.string(),
  provider_reason: z.string().nullable(),
});
export type IdDocument = z.infer<typeof idDocumentSchema>;

/** A member's tier: "none" until an ID document is approved, then "id_checked". */
export const ID_TIERS = ['none', 'id_checked'] as const;
export type IdTier = (typeof ID_TIERS)[number];

/** What each tier allows (naira): the largest loan, and the largest single payout (cash-out, redemption). */
export const TIER_LIMITS_KOBO: Record<IdTier, { loan: bigint | null; payout: bigint | null }> = {
  none: { loan: 10_000_000n, payout: 10_000_000n },
  id_checked: { loan: null, payout: null },
};

/** GET /useriddocuments (the member's) and GET /admin/members/:id/id-documents. */
export const idDocumentsSchema = z.object({
  tier: z.enum(ID_TIERS),
  /** The tier's limits in naira; null where the plan's own limit is the only one. */
  loan_limit: z.number().nullable(),
  payout_limit: z.number().nullable(),
  documents: z.array(idDocumentSchema),
});
export type IdDocuments = z.infer<typeof idDocumentsSchema>;

export const idDocumentParamsSchema = z.object({
  id: idField(MEMBER_RECORDS_MESSAGES.documentNotFound),
});
export const memberIdDocumentParamsSchema = z.object({
  id: idField(ADMIN_MESSAGES.memberNotFound),
  docId: idField(MEMBER_RECORDS_MESSAGES.documentNotFound),
});

/** POST /admin/members/:id/id-documents/:docId/review. */
export const idDocumentReviewBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: MEMBER_RECORDS_MESSAGES.rejectReason })
        .trim()
        .min(1, MEMBER_RECORDS_MESSAGES.rejectReason)
        .max(300, maxMessage(300)),
    }),
  ],
  { error: MEMBER_RECORDS_MESSAGES.decision },
);
export type IdDocumentReviewBody = z.input<typeof idDocumentReviewBodySchema>;
