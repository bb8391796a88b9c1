import type { NotificationKind } from '@trust/shared';

/**
 * Where each kind of notification takes the member: the push notification opens it when clicked
 * and the email's button leads there. Unlisted kinds open the notifications list.
 */
const NOTIFICATION_PATHS: Partial<Record<NotificationKind, string>> = {
  aye_noty_trust_response: '/trustnetwork',
  loan_decision: '/trustwallet',
  loan_disbursed: '/trustwallet',
  loan_repaid: '/trustwallet',
  loan_overdue: '/trustwallet',
  loan_granted: '/trustwallet',
  pop_disbursed: '/trustwallet',
  etc_disbursed: '/trustwallet',
  transfer_confirmed: '/transactions',
  transfer_rejected: '/customercare',
  cashout_requested: '/transactions',
  cycle_rolled_over: '/dashboard',
  payout_failed: '/profile',
  missed_contribution: '/savemore',
  payment_received: '/transactions',
  payout_sent: '/transactions',
  meeting: '/dashboard',
  plan_changed: '/profile',
  card_changed: '/changecard',
  debit_method_changed: '/profile',
  earnings_redeemed: '/weeklyearnings',
  id_check: '/profile',
  chat_reply: '/customercare',
  expert_reply: '/chat',
  bank_details_changed: '/profile',
  account_locked: '/login',
  account_unlocked: '/login',
  password_changed: '/profile',
};

export const notificationPath = (kind: string) =>
  NOTIFICATION_PATHS[kind as NotificationKind] ?? '/notifications';
