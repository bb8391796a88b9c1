import { isSecurityKind, type NotificationKind } from '@trust/shared';
import { type EmailContent, type RenderedEmail, renderEmail } from './layout.ts';

/** What every template receives: the notification as written, and where the app lives. */
export interface TemplateInput {
  name: string;
  subject: string;
  message: string;
  publicUrl: string;
}

type Parts = Pick<EmailContent, 'paragraphs' | 'action'>;
type Template = (n: TemplateInput) => Parts;

const link = (n: TemplateInput, path: string) => `${n.publicUrl}${path}`;
const open = (label: string, path: string) => (n: TemplateInput) => ({ label, url: link(n, path) });
const notifications = open('Open your notifications', '/notifications');

/** One function per kind: the words after the notification's own message, and its one action. */
const TEMPLATES: Record<NotificationKind, Template> = {
  aye_noty_trust_request: (n) => ({
    paragraphs: [n.message, 'Accept or reject the request from your notifications.'],
    action: notifications(n),
  }),
  aye_noty_loan_request_to_trusters: (n) => ({
    paragraphs: [
      n.message,
      'As a truster you stand behind this loan. Read the request and answer TRUST or DECLINE in the app.',
    ],
    action: notifications(n),
  }),
  truster_answer: (n) => ({ paragraphs: [n.message], action: notifications(n) }),
  loan_decision: (n) => ({
    paragraphs: [n.message],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  missed_contribution: (n) => ({
    paragraphs: [n.message],
    action: open('Pay with Save More', '/savemore')(n),
  }),
  payment_received: (n) => ({
    paragraphs: [n.message, 'Your transactions list shows the receipt.'],
    action: open('View your transactions', '/transactions')(n),
  }),
  payout_sent: (n) => ({
    paragraphs: [n.message, 'Banks sometimes take a few hours to show the credit.'],
    action: open('View your transactions', '/transactions')(n),
  }),
  meeting: (n) => ({
    paragraphs: [n.message],
    action: open('See the meeting on your dashboard', '/dashboard')(n),
  }),
  plan_changed: (n) => ({ paragraphs: [n.message], action: open('View your profile', '/profile')(n) }),
  card_changed: (n) => ({
    paragraphs: [n.message, 'If you did not make this change, contact customer care at once.'],
    action: open('View your card', '/changecard')(n),
  }),
  earnings_redeemed: (n) => ({
    paragraphs: [n.message],
    action: open('View your earnings', '/weeklyearnings')(n),
  }),
  bank_details_changed: (n) => ({
    paragraphs: [n.message],
    action: open('Check your profile', '/profile')(n),
  }),
  account_locked: (n) => ({ paragraphs: [n.message], action: open('Sign in', '/login')(n) }),
  password_changed: (n) => ({
    paragraphs: [
      n.message,
      'If you did not make this change, reset your password and contact customer care.',
    ],
    action: open('Reset your password', '/forgot')(n),
  }),
  // One paragraph per line of the conversation.
  chat_transcript: (n) => ({
    paragraphs: n.message.split('\n').filter((l) => l.trim() !== ''),
    action: open('Start another conversation', '/chat-support')(n),
  }),
};

/** The email of one notification: the kind's words in the fund's one layout, html and text. */
export function notificationEmail(kind: NotificationKind, n: TemplateInput): RenderedEmail {
  return renderEmail({
    name: n.name,
    title: n.subject,
    ...TEMPLATES[kind](n),
    preferencesUrl: `${n.publicUrl}/notifications#email-choices`,
    security: isSecurityKind(kind),
  });
}
