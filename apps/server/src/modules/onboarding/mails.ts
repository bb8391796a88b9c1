import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The invitation a member sends a friend: who invites, what the fund is, the referral link. */
export function inviteMail(input: { to: string; from: string; link: string }): MailMessage {
  const lines = [
    'Hello,',
    `${input.from} invites you to join Trust Fund: save weekly, earn through your trust network and referrals, and take interest-free loans without collateral.`,
    'Register with the link below so that you join their trust network.',
  ];
  return {
    to: input.to,
    subject: `${input.from} invites you to Trust Fund`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nThe Trust Fund team`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:auto;padding:16px">` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Join Trust Fund</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(input.link)}</p><p>The Trust Fund team</p></body></html>`,
  };
}
