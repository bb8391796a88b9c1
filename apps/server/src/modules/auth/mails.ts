import { formatDateTime } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { notifyMember } from '../notifications/index.ts';

/** The account mails: plain, friendly text with a simple HTML twin. Links carry single-use tokens only. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function layout(paragraphs: string[], button?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#1c7ed6;color:#fff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>` +
      `${escapeHtml(button.url)}</p>`
    : '';
  return (
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:auto;padding:16px">` +
    `${body}${action}<p style="margin:24px 0 0;color:#555">The Trust Fund team</p></body></html>`
  );
}

export function verificationMail(to: { email: string; fullName: string }, link: string): MailMessage {
  const lines = [
    `Hello ${firstName(to.fullName)},`,
    'Welcome to Trust Fund. Please confirm that this is your email address by opening the link below. The link is valid for 24 hours.',
  ];
  const note = 'If you did not create a Trust Fund account, you can ignore this email.';
  return {
    to: to.email,
    subject: 'Verify your email address',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${note}\n\nThe Trust Fund team`,
    html: layout([...lines, note], { label: 'Verify my email', url: link }),
  };
}

export function resetMail(to: { email: string; fullName: string }, link: string): MailMessage {
  const lines = [
    `Hello ${firstName(to.fullName)},`,
    'We received a request to reset the password of your Trust Fund account. Open the link below to choose a new password. The link is valid for one hour and works once.',
  ];
  const note = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    to: to.email,
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${note}\n\nThe Trust Fund team`,
    html: layout([...lines, note], { label: 'Choose a new password', url: link }),
  };
}

/**
 * The password_changed notification (a security notice: always by email, queued with the change).
 * The kind's email template adds what to do if the member did not make the change.
 */
export async function noticePasswordChanged(tx: Db, userId: number, when: Date): Promise<void> {
  await notifyMember(tx, {
    memberId: userId,
    kind: 'password_changed',
    subject: 'Your password was changed',
    message: `The password of your Trust Fund account was changed on ${formatDateTime(when)} (Lagos time). Other devices have been signed out.`,
    at: when,
  });
}
