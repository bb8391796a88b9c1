import { z } from 'zod';
import { isCalendarDay } from './statements.ts';

/** GET /admin/audit: the audit log, newest first, filtered; a page holds this many rows. */
export const AUDIT_PER_PAGE = 50;
/** The CSV export holds at most this many rows (the newest): narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export const AUDIT_MESSAGES = {
  actor: 'The actor must be an email address or an account number, 100 characters or less',
  action: 'The action must be 60 characters or less',
  member: 'The member must be an account number',
  from: 'Enter the From date as a real date (YYYY-MM-DD)',
  to: 'Enter the To date as a real date (YYYY-MM-DD)',
  range: 'The From date must be on or before the To date',
  page: 'The page must be a whole number from 1',
} as const;

const optionalDay = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((s) => s === '' || isCalendarDay(s), message)
    .optional()
    .transform((s) => s || undefined);

export const auditQuerySchema = z
  .object({
    /** The actor's email, or their account number. */
    actor: z
      .string(AUDIT_MESSAGES.actor)
      .trim()
      .max(100, AUDIT_MESSAGES.actor)
      .optional()
      .transform((s) => s || undefined),
    /** An action (member.unlock) or its start (member.). */
    action: z
      .string(AUDIT_MESSAGES.action)
      .trim()
      .max(60, AUDIT_MESSAGES.action)
      .optional()
      .transform((s) => s || undefined),
    member: z.coerce
      .number(AUDIT_MESSAGES.member)
      .int(AUDIT_MESSAGES.member)
      .min(1, AUDIT_MESSAGES.member)
      .max(2_147_483_647, AUDIT_MESSAGES.member)
      .optional(),
    from: optionalDay(AUDIT_MESSAGES.from),
    to: optionalDay(AUDIT_MESSAGES.to),
    page: z.coerce
      .number(AUDIT_MESSAGES.page)
      .int(AUDIT_MESSAGES.page)
      .min(1, AUDIT_MESSAGES.page)
      .max(10_000, AUDIT_MESSAGES.page)
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.range, path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: person.extend({ role: z.string() }),
  action: z.string(),
  member: person.extend({ tfp: z.string().nullable() }).nullable(),
  /** Where the action came from, when it was recorded. */
  ip: z.string().nullable(),
  /** What changed: before and after values, the reason, … as the action recorded them. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** The actions recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
