import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mail telling a member someone asks them into their trust network, with a one-time login link. */
export function trustRequestMail(input: {
  to: string;
  toName: string;
  fromName: string;
  fromTfp: string;
  link: string;
}): MailMessage {
  const lines = [
    `Dear ${input.toName},`,
    `${input.fromName} (${input.fromTfp}) asks you to join their trust network on Trust Fund.`,
    'Members of a trust network can stand as trusters for each other’s interest-free loans. Open your Trust Network page to accept or reject the request.',
  ];
  return {
    to: input.to,
    subject: `Trust Fund: ${input.fromName} asks you to join their trust network`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nThe link signs you in once and works for 7 days.\n\nThe Trust Fund team`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:auto;padding:16px">` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Answer the request</a></p>` +
      `<p style="font-size:13px;color:#555">The link signs you in once and works for 7 days.</p><p>The Trust Fund team</p></body></html>`,
  };
}
