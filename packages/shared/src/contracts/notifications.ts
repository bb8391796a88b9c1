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
  { kind: 'aye_noty_trust_response', label: 'Answers to your trust network requests', security: false },
  { kind: 'truster_answer', label: 'Answers from your trusters', security: false },
  { kind: 'loan_decision', label: 'Loan decisions', security: false },
  { kind: 'loan_disbursed', label: 'Loans paid to you', security: false },
  { kind: 'loan_repaid', label: 'Loans fully repaid', security: false },
  { kind: 'loan_granted', label: 'Loans ready to withdraw', security: false },
  { kind: 'loan_overdue', label: 'Overdue loan repayments', security: false },
  { kind: 'loan_overdue_truster', label: 'Overdue loans you trusted', security: false },
  { kind: 'pop_disbursed', label: 'POP approved', security: false },
  { kind: 'etc_disbursed', label: 'ETC approved', security: false },
  { kind: 'missed_contribution', label: 'Failed debits', security: false },
  { kind: 'payment_received', label: 'Payments received and receipts', security: false },
  { kind: 'transfer_confirmed', label: 'Bank transfers confirmed', security: false },
  { kind: 'transfer_rejected', label: 'Bank transfers not confirmed', security: false },
  { kind: 'cashout_requested', label: 'Cash-outs requested', security: false },
  { kind: 'cycle_rolled_over', label: 'Savings rolled into a new cycle', security: false },
  { kind: 'payout_sent', label: 'Payouts sent to your bank', security: false },
  { kind: 'payout_failed', label: 'Payouts returned', security: false },
  { kind: 'meeting', label: 'Meetings', security: false },
  { kind: 'plan_changed', label: 'Plan changes', security: false },
  { kind: 'card_changed', label: 'Card changes', security: false },
  { kind: 'debit_method_changed', label: 'Weekly debit from your bank account', security: false },
  { kind: 'earnings_redeemed', label: 'Earnings redeemed', security: false },
  // Written by an operator to all members or a segment (the console's Messages); each email carries
  // an unsubscribe link that turns this kind's email off.
  { kind: 'fund_message', label: 'Messages from the fund', security: false },
  { kind: 'id_check', label: 'ID document checks', security: false },
  // An answer to a chat message left while nobody of the kind was online (customer care, an expert).
  { kind: 'chat_reply', label: 'Answers from customer care', security: false },
  { kind: 'expert_reply', label: 'Answers from the experts', security: false },
  { kind: 'bank_details_changed', label: 'Bank details changed', security: true },
  { kind: 'account_locked', label: 'Account locked', security: true },
  { kind: 'account_unlocked', label: 'Account unlocked', security: true },
  { kind: 'password_changed', label: 'Password changed', security: true },
  // A visitor's support chat, mailed when it ends: the visitor asked for it, so it is always sent. A
  // visitor has no account and so no choices: it is not among a member's email and push choices.
  { kind: 'chat_transcript', label: 'Support chat transcripts', security: true, visitorOnly: true },
  // The answer to a message a visitor left while nobody was online: they left their email for it.
  { kind: 'chat_reply_visitor', label: 'Answers to a support chat', security: true, visitorOnly: true },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];
export const notificationKinds = NOTIFICATION_KINDS.map((k) => k.kind) as [
  NotificationKind,
  ...NotificationKind[],
];
/** The kinds a member chooses email and push for (GET /notificationpreferences). */
export const MEMBER_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter((k) => !('visitorOnly' in k));
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
