import { isSecurityKind, NOTIFICATION_KINDS, type NotificationKind } from '@trust/shared';
import { type EmailContent, type RenderedEmail, renderEmail } from './layout.ts';

/** The kinds sent to a visitor of the support chat, who has no account (and so no choices). */
const VISITOR_KINDS: ReadonlySet<string> = new Set(
  NOTIFICATION_KINDS.filter((k) => 'visitorOnly' in k).map((k) => k.kind),
);

/** What every template receives: the notification as written, and where the app lives. */
export interface TemplateInput {
  name: string;
  subject: string;
  message: string;
  publicUrl: string;
  /** A one-time sign-in link made as the email is sent (a trust request), else none. */
  signInUrl?: string;
  /** A signed link that turns this kind's email off without signing in (messages from the fund). */
  unsubscribeUrl?: string;
}

type Parts = Pick<EmailContent, 'paragraphs' | 'action'>;
type Template = (n: TemplateInput) => Parts;

const link = (n: TemplateInput, path: string) => `${n.publicUrl}${path}`;
const open = (label: string, path: string) => (n: TemplateInput) => ({ label, url: link(n, path) });
const notifications = open('Open your notifications', '/notifications');

/** One function per kind: the words after the notification's own message, and its one action. */
const TEMPLATES: Record<NotificationKind, Template> = {
  aye_noty_trust_request: (n) => ({
    paragraphs: [
      n.message,
      'Members of a trust network can stand as trusters for each other’s interest-free loans. Open your Trust Network page to accept or reject the request.',
      ...(n.signInUrl ? ['The link signs you in once and works for 7 days.'] : []),
    ],
    action: { label: 'Answer the request', url: n.signInUrl ?? link(n, '/notifications') },
  }),
  aye_noty_trust_response: (n) => ({
    paragraphs: [n.message],
    action: open('View your trust network', '/trustnetwork')(n),
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
  loan_disbursed: (n) => ({
    paragraphs: [n.message, 'Repay on time and your trusters are released as soon as the loan is paid.'],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  loan_repaid: (n) => ({
    paragraphs: [n.message, 'Thank you for repaying. You may ask for a new loan when you need one.'],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  loan_overdue: (n) => ({
    paragraphs: [
      n.message,
      'Your trusters stand behind this loan: please pay what is due as soon as you can.',
    ],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  loan_granted: (n) => ({
    paragraphs: [n.message],
    action: open('Withdraw your loan', '/trustwallet')(n),
  }),
  loan_overdue_truster: (n) => ({
    paragraphs: [n.message, 'You may remind the borrower: your TFP is free again once the loan is repaid.'],
    action: open('Open your notifications', '/notifications')(n),
  }),
  pop_disbursed: (n) => ({
    paragraphs: [n.message],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  etc_disbursed: (n) => ({
    paragraphs: [n.message],
    action: open('View your trust wallet', '/trustwallet')(n),
  }),
  transfer_confirmed: (n) => ({
    paragraphs: [n.message],
    action: open('View your transactions', '/transactions')(n),
  }),
  transfer_rejected: (n) => ({
    paragraphs: [
      n.message,
      'Reply to customer care with your bank’s receipt if the money left your account.',
    ],
    action: open('Chat with customer care', '/customercare')(n),
  }),
  cashout_requested: (n) => ({
    paragraphs: [n.message, 'We tell you again when the money is sent to your bank.'],
    action: open('View your transactions', '/transactions')(n),
  }),
  cycle_rolled_over: (n) => ({
    paragraphs: [n.message],
    action: open('See your dashboard', '/dashboard')(n),
  }),
  payout_failed: (n) => ({
    paragraphs: [n.message],
    action: open('Check your bank details', '/profile')(n),
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
  debit_method_changed: (n) => ({
    paragraphs: [n.message, 'If you did not make this change, contact customer care at once.'],
    action: open('View your weekly debit', '/profile')(n),
  }),
  // An operator's message to members (the console's Messages): its own paragraphs, line by line.
  fund_message: (n) => ({
    paragraphs: n.message.split(/\n+/).filter((l) => l.trim() !== ''),
    action: notifications(n),
  }),
  earnings_redeemed: (n) => ({
    paragraphs: [n.message],
    action: open('View your earnings', '/weeklyearnings')(n),
  }),
  id_check: (n) => ({
    paragraphs: [n.message],
    action: open('View your ID documents', '/profile')(n),
  }),
  bank_details_changed: (n) => ({
    paragraphs: [n.message],
    action: open('Check your profile', '/profile')(n),
  }),
  account_locked: (n) => ({ paragraphs: [n.message], action: open('Sign in', '/login')(n) }),
  account_unlocked: (n) => ({
    paragraphs: [n.message, 'If you did not ask for this, contact customer care at once.'],
    action: open('Sign in', '/login')(n),
  }),
  password_changed: (n) => ({
    paragraphs: [
      n.message,
      'If you did not make this change, reset your password and contact customer care.',
    ],
    action: open('Reset your password', '/forgot')(n),
  }),
  chat_reply: (n) => ({
    paragraphs: [...n.message.split('\n').filter((l) => l.trim() !== ''), 'Reply in the chat to go on.'],
    action: open('Open Customer Care', '/customercare')(n),
  }),
  expert_reply: (n) => ({
    paragraphs: [...n.message.split('\n').filter((l) => l.trim() !== ''), 'Reply in the chat to go on.'],
    action: open('Open your expert chats', '/chat')(n),
  }),
  // A visitor reads the answer here (their chat page may be long closed); replying starts again.
  chat_reply_visitor: (n) => ({
    paragraphs: n.message.split('\n').filter((l) => l.trim() !== ''),
    action: open('Write to us again', '/chat-support')(n),
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
    visitor: VISITOR_KINDS.has(kind),
    unsubscribeUrl: n.unsubscribeUrl,
  });
}
