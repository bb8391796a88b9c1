import { z } from 'zod';
import { idField, maxMessage } from './fields.ts';

/** What reaches the fund from its public site: contact-form enquiries, support requests, job applications. */
export const INBOX_KINDS = ['enquiry', 'support', 'job'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: 'Enquiry',
  support: 'Support request',
  job: 'Job application',
};
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

export const INBOX_MESSAGES = {
  kind: 'Choose enquiry, support or job',
  status: 'Choose new, in progress or closed',
  notFound: 'This message does not exist',
  page: 'The page must be a whole number from 1',
  replyRequired: 'Write your reply',
  replySent: 'Your reply has been sent by email',
  statusSaved: 'Status changed',
} as const;

export const INBOX_PER_PAGE = 20;

/** GET /admin/inbox?kind=&status=&page=: the newest first. */
export const adminInboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: INBOX_MESSAGES.kind }).optional(),
  status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }).optional(),
  page: z.coerce
    .number(INBOX_MESSAGES.page)
    .int(INBOX_MESSAGES.page)
    .min(1, INBOX_MESSAGES.page)
    .max(5_000, INBOX_MESSAGES.page)
    .default(1),
});
export type AdminInboxQuery = z.input<typeof adminInboxQuerySchema>;

export const adminInboxParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: INBOX_MESSAGES.kind }),
  id: idField(INBOX_MESSAGES.notFound),
});

export const adminInboxRowSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The first words of the message, or what the item is (a job role). */
  summary: z.string(),
  status: z.enum(INBOX_STATUSES),
  received_at: z.string(),
});
export type AdminInboxRow = z.infer<typeof adminInboxRowSchema>;

export const adminInboxPageSchema = z.object({
  items: z.array(adminInboxRowSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type AdminInboxPage = z.infer<typeof adminInboxPageSchema>;

export const adminInboxReplySchema = z.object({
  id: z.number(),
  operator: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
});

/** One item with everything it says (label, value pairs), its resume link for a job, and the replies. */
export const adminInboxThreadSchema = adminInboxRowSchema.extend({
  phone: z.string().nullable(),
  message: z.string().nullable(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A job applicant's resume: a link to an external file host (the form takes a link, not a file). */
  resume_url: z.string().nullable(),
  replies: z.array(adminInboxReplySchema),
});
export type AdminInboxThread = z.infer<typeof adminInboxThreadSchema>;

export const adminInboxStatusBodySchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }),
});

export const adminInboxReplyBodySchema = z.object({
  message: z
    .string({ error: INBOX_MESSAGES.replyRequired })
    .trim()
    .min(1, INBOX_MESSAGES.replyRequired)
    .max(5000, maxMessage(5000)),
});
