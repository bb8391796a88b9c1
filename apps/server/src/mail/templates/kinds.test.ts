import { notificationKinds } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { notificationEmail } from './kinds.ts';

const input = {
  name: 'Ada',
  subject: 'Something happened',
  message: 'Your <loan> of ₦5,000 & more.',
  publicUrl: 'https://fund.example',
};

describe('the email of every notification kind', () => {
  it.each(notificationKinds)(
    '%s renders a subject, an html part in the fund’s colours and a text part',
    (kind) => {
      const mail = notificationEmail(kind, input);
      expect(mail.subject).toBe('Trust Fund: Something happened');
      expect(mail.text).toContain('Dear Ada,');
      expect(mail.text).toContain('Your <loan> of ₦5,000 & more.');
      expect(mail.text).toMatch(/https:\/\/fund\.example\/\S+/);
      expect(mail.html).toContain('background:#0b6e4f');
      // The member's words are escaped, never markup.
      expect(mail.html).toContain('Your &lt;loan&gt; of ₦5,000 &amp; more.');
      expect(mail.html).toMatch(/<a href="https:\/\/fund\.example\/[^"]*"/);
    },
  );

  it('gives a trust request a button that signs the member in once, when the link is given', () => {
    const mail = notificationEmail('aye_noty_trust_request', {
      ...input,
      signInUrl: 'https://fund.example/login?type=admin&authcode=abc',
    });
    expect(mail.html).toContain('href="https://fund.example/login?type=admin&amp;authcode=abc"');
    expect(mail.text).toContain('Answer the request: https://fund.example/login?type=admin&authcode=abc');
    expect(mail.text).toContain('The link signs you in once and works for 7 days.');
  });
});
