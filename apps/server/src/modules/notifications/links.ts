import type { NotificationKind } from '@trust/shared';

/**
 * Where each kind of notification takes the member: the push notification opens it when clicked
 * and the email's button leads there. Unlisted kinds open the notifications list.
 */
export const NOTIFICATION_PATHS: Partial<Record<NotificationKind, string>> = {
  loan_decision: '/trustwallet',
  missed_contribution: '/savemore',
  payment_received: '/transactions',
  payout_sent: '/transactions',
  meeting: '/dashboard',
  plan_changed: '/profile',
  card_changed: '/changecard',
  earnings_redeemed: '/weeklyearnings',
  bank_details_changed: '/profile',
  account_locked: '/login',
  password_changed: '/profile',
};

export const notificationPath = (kind: string) =>
  NOTIFICATION_PATHS[kind as NotificationKind] ?? '/notifications';
