import { z } from 'zod';
import { idField } from './fields.ts';
import { NIGERIAN_STATES } from './jobs.ts';

/**
 * The console's Messages: one message written once to every member or a segment of them, sent by
 * the job runner as an in-app notification and, by each member's choices, by email and push.
 */
export const FUND_MESSAGE_MESSAGES = {
  subject: 'Enter a subject of at most 120 characters',
  body: 'Enter the message, at most 2,000 characters',
  sendAt: 'Choose a time to send it within the next 365 days',
  segment: 'Choose the members to write to',
  noMembers: 'No member is in this segment: widen it before sending.',
  notFound: 'Message not found',
  notScheduled: 'This message has started sending and can no longer be cancelled.',
  queued: 'Message queued: it goes out within a minute.',
  scheduled: 'Message scheduled',
  cancelled: 'Message cancelled',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Change your email choices on your Notifications page.',
  unsubscribed: 'You will no longer get messages from the fund by email.',
} as const;

/** The member statuses a message can be sent to (a terminated member gets no message). */
export const SEGMENT_STATUSES = ['active', 'locked'] as const;
/** Arrears: any member; one with a missed week in the current cycle; one without. */
export const SEGMENT_ARREARS = ['any', 'in_arrears', 'up_to_date'] as const;

/** Which members a message goes to: every condition given narrows it; nothing given is every member. */
export const segmentSchema = z.object({
  /** Members whose current plan is one of these (empty: any plan, or none). */
  plan_ids: z
    .array(idField(FUND_MESSAGE_MESSAGES.segment))
    .max(20, FUND_MESSAGE_MESSAGES.segment)
    .default([]),
  statuses: z.array(z.enum(SEGMENT_STATUSES, FUND_MESSAGE_MESSAGES.segment)).max(2).default([]),
  arrears: z.enum(SEGMENT_ARREARS, FUND_MESSAGE_MESSAGES.segment).default('any'),
  /** Members whose address names one of these states (empty: any state). */
  states: z
    .array(z.enum(NIGERIAN_STATES, FUND_MESSAGE_MESSAGES.segment))
    .max(NIGERIAN_STATES.length)
    .default([]),
});
export type Segment = z.output<typeof segmentSchema>;
export type SegmentInput = z.input<typeof segmentSchema>;

export const FUND_MESSAGE_SUBJECT_MAX = 120;
export const FUND_MESSAGE_BODY_MAX = 2000;

const text = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

export const createFundMessageBodySchema = z.object({
  // One line: a line break in a subject would break the email's headers.
  subject: text(FUND_MESSAGE_SUBJECT_MAX, FUND_MESSAGE_MESSAGES.subject).refine(
    (s) => !/[\r\n\t]/.test(s),
    FUND_MESSAGE_MESSAGES.subject,
  ),
  body: text(FUND_MESSAGE_BODY_MAX, FUND_MESSAGE_MESSAGES.body),
  /** In-app always; email and push by these and then by each member's own choices. */
  email: z.boolean().default(true),
  push: z.boolean().default(true),
  /** ISO time to send at; absent or null: now. */
  send_at: z.iso.datetime({ offset: true, message: FUND_MESSAGE_MESSAGES.sendAt }).nullish(),
  segment: segmentSchema,
});
export type CreateFundMessageBody = z.input<typeof createFundMessageBodySchema>;

export const segmentPreviewBodySchema = z.object({ segment: segmentSchema });

/** How many members a segment holds now, and how many of them a message would reach each way. */
export const segmentPreviewSchema = z.object({
  members: z.number(),
  /** Of them, those who would get the email (their choice for messages from the fund is on). */
  email: z.number(),
  /** Of them, those with a browser subscribed to push whose push choice is on. */
  push: z.number(),
});
export type SegmentPreview = z.infer<typeof segmentPreviewSchema>;

export const FUND_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

export const fundMessageSchema = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  email: z.boolean(),
  push: z.boolean(),
  segment: segmentSchema,
  /** The segment in words ("Active members on SILVER in arrears"). */
  audience: z.string(),
  status: z.enum(FUND_MESSAGE_STATUSES),
  send_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  finished_at: z.string().nullable(),
  /** Notifications written (one per member reached). */
  sent: z.number(),
  /** Of them, read in the app. */
  read: z.number(),
  /** Emails the mail server took, and those still waiting in the outbox. */
  emails_sent: z.number(),
  emails_waiting: z.number(),
});
export type FundMessage = z.infer<typeof fundMessageSchema>;

export const fundMessageListSchema = z.object({ messages: z.array(fundMessageSchema) });

export const fundMessageParamsSchema = z.object({ id: idField(FUND_MESSAGE_MESSAGES.notFound) });

/** What the message form offers: the plans and the states to choose from. */
export const fundMessageOptionsSchema = z.object({
  plans: z.array(z.object({ id: z.number(), name: z.string() })),
  states: z.array(z.string()),
});

export const unsubscribeBodySchema = z.object({
  token: z
    .string(FUND_MESSAGE_MESSAGES.unsubscribeInvalid)
    .max(200, FUND_MESSAGE_MESSAGES.unsubscribeInvalid)
    .regex(/^\d{1,10}\.[A-Za-z0-9_-]{10,100}$/, FUND_MESSAGE_MESSAGES.unsubscribeInvalid),
});
export const unsubscribeAnswerSchema = z.object({ unsubscribed: z.boolean() });
