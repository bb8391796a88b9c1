import { z } from 'zod';

/** A notification as the API shows it (spec part 2 section 3). */
export const notificationViewSchema = z.object({
  notification_id: z.number(),
  /** MM/DD/YYYY. */
  date: z.string(),
  /** ISO time. */
  created_at: z.string(),
  subject: z.string(),
  message: z.string(),
  /** '1' read, '0' unread. */
  notification_status: z.enum(['0', '1']),
  /** The kind: aye_noty_trust_request, missed_contribution, … */
  key: z.string(),
  byuserid: z.number().nullable(),
  touserid: z.number(),
  loanid: z.number().nullable(),
  eventid: z.number().nullable(),
});
export type NotificationView = z.output<typeof notificationViewSchema>;

/** GET /usenotificationlist: the member's notifications and how many are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationViewSchema),
  notification_count: z.number(),
  /** All the member's notifications, for paging (page query parameter, 1-based). */
  total_records: z.number(),
  page: z.number(),
});

/** POST /notificationread: the unread count after marking one read. */
export const notificationCountSchema = z.object({ notification_count: z.number() });

/**
 * The kinds of notification a member receives, each with the label the preferences show. A security
 * notice always comes by email too (the member cannot turn it off): someone else acting on the
 * account must reach the owner.
 */
export const NOTIFICATION_KINDS = [
  { kind: 'aye_noty_trust_request', label: 'Trust network requests', security: false },
  { kind: 'aye_noty_loan_request_to_trusters', label: 'Loan trust requests', security: false },
  { kind: 'truster_answer', label: 'Answers from your trusters', security: false },
  { kind: 'loan_decision', label: 'Loan decisions', security: false },
  { kind: 'missed_contribution', label: 'Failed debits', security: false },
  { kind: 'payment_received', label: 'Payments received and receipts', security: false },
  { kind: 'payout_sent', label: 'Payouts sent to your bank', security: false },
  { kind: 'meeting', label: 'Meetings', security: false },
  { kind: 'plan_changed', label: 'Plan changes', security: false },
  { kind: 'card_changed', label: 'Card changes', security: false },
  { kind: 'earnings_redeemed', label: 'Earnings redeemed', security: false },
  { kind: 'bank_details_changed', label: 'Bank details changed', security: true },
  { kind: 'account_locked', label: 'Account locked or unlocked', security: true },
  { kind: 'password_changed', label: 'Password changed', security: true },
  // A visitor's support chat, mailed when it ends: the visitor asked for it, so it is always sent.
  { kind: 'chat_transcript', label: 'Support chat transcripts', security: true },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];
export const notificationKinds = NOTIFICATION_KINDS.map((k) => k.kind) as [
  NotificationKind,
  ...NotificationKind[],
];
export const isSecurityKind = (kind: string) => NOTIFICATION_KINDS.some((k) => k.kind === kind && k.security);

/** Notifications shown per page of GET /usenotificationlist. */
export const NOTIFICATIONS_PER_PAGE = 20;

/** One kind's email and push choices (GET /notificationpreferences). */
export const notificationPreferenceSchema = z.object({
  kind: z.string(),
  label: z.string(),
  email: z.boolean(),
  /** Also shown as a push notification on the browsers the member subscribed. */
  push: z.boolean(),
  /** Security notices: always by email, the switch is shown on and disabled. */
  always: z.boolean(),
});
export type NotificationPreference = z.output<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
