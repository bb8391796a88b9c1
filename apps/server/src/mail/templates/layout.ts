/**
 * The one layout every notification email uses: a single column that reads on a phone, the fund's
 * green header, the message, one button, and a footer saying how to change the email choices. Every
 * email has a text part as well (some members read mail in plain text).
 */
export interface EmailContent {
  /** The greeting name. */
  name: string;
  /** The headline inside the email (the notification's subject). */
  title: string;
  /** Paragraphs, plain text (escaped here). */
  paragraphs: string[];
  /** One action: a label and a full address. */
  action?: { label: string; url: string };
  /** Where the member changes which notifications come by email. */
  preferencesUrl: string;
  /** A security notice cannot be turned off: the footer says so instead. */
  security?: boolean;
  /** To a visitor of the support chat, who has no account: the footer says why the email came. */
  visitor?: boolean;
  /** One click (no sign-in) stops this kind of email: the footer offers it, and the List-Unsubscribe header carries it. */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe (RFC 2369) when the email can be unsubscribed from. */
  headers?: Record<string, string>;
}

const BRAND = '#0b6e4f';
const BRAND_DARK = '#084d37';
const INK = '#1f2a24';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function footerText(c: EmailContent): string {
  if (c.visitor)
    return 'You get this email because you left this address in the support chat on our website.';
  if (c.security) return 'This is a security notice about your account; it always comes by email.';
  const base = `You get this email because of your notification choices. Change them at ${c.preferencesUrl}`;
  return c.unsubscribeUrl ? `${base}\nUnsubscribe from these emails: ${c.unsubscribeUrl}` : base;
}

export function renderEmail(c: EmailContent): RenderedEmail {
  const subject = `Trust Fund: ${c.title}`;
  const text = [
    `Dear ${c.name},`,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    'Trust Fund',
    '',
    footerText(c),
    '',
  ].join('\n');

  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(c.action.label)}</a></p>`
    : '';
  const unsubscribe = c.unsubscribeUrl
    ? ` <a href="${escapeHtml(c.unsubscribeUrl)}" style="color:${BRAND}">Unsubscribe from these emails</a>.`
    : '';
  const footer =
    c.security || c.visitor
      ? escapeHtml(footerText(c))
      : `You get this email because of your notification choices. <a href="${escapeHtml(c.preferencesUrl)}" style="color:${BRAND}">Change them</a>.${unsubscribe}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f6f4;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f4"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 20px;font-size:18px;font-weight:700">Trust Fund</td></tr>
<tr><td style="padding:20px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND_DARK}">${escapeHtml(c.title)}</h1>
<p style="margin:0 0 12px">Dear ${escapeHtml(c.name)},</p>
${c.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 20px;font-size:13px;line-height:1.4;color:#4a5a51;border-top:1px solid #e2e8e4">${footer}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return {
    subject,
    text,
    html,
    ...(c.unsubscribeUrl && !c.security ? { headers: { 'List-Unsubscribe': `<${c.unsubscribeUrl}>` } } : {}),
  };
}
