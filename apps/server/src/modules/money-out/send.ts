import type { MoneyOutPurpose } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/envelope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newMoneyOutCode } from './codes.ts';

/** What the code lets the member do, in the mail's and the text's words. */
const WHAT: Record<MoneyOutPurpose, string> = {
  cashout: 'cash out your savings',
  redemption: 'redeem your earnings',
  loan_withdrawal: 'withdraw your loan to your bank account',
  bank_details: 'change your bank details for payouts',
};

/** "ngozi@example.com" as "n****@example.com"; "2348031234567" as "*********4567". */
const maskEmail = (e: string) => e.replace(/^(.)[^@]*/, (_m, first: string) => `${first}****`);
const maskPhone = (p: string) => `${'*'.repeat(Math.max(p.length - 4, 0))}${p.slice(-4)}`;

export interface CodeSenders {
  mailer: Mailer;
  /** The SMS gateway's address (SMS_URL); unset, the code goes by email only. */
  smsUrl?: string;
}

/**
 * Sends a new code for one purpose by email (and by SMS where a gateway is set), straight to the
 * mailer: the code is never written to the mail queue, the database or the log. Answers where it went
 * (masked) and until when it works. Errors: 429 from newMoneyOutCode; a mailer's failure.
 */
export async function sendMoneyOutCode(
  db: Db,
  senders: CodeSenders,
  userId: number,
  purpose: MoneyOutPurpose,
  now: Date,
): Promise<{ sentTo: string[]; expiresAt: Date }> {
  const [member] = await db
    .select({ email: users.email, phone: users.phone, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw notFound('Member not found');
  const { code, expiresAt } = await newMoneyOutCode(db, userId, purpose, now);
  const first = member.fullName.trim().split(/\s+/)[0] ?? '';
  const line = `Your Trust Fund code to ${WHAT[purpose]} is ${code}. It is valid for 10 minutes. Never share it with anyone, including Trust Fund staff.`;
  await senders.mailer.send({
    to: member.email,
    subject: 'Your Trust Fund confirmation code',
    text: `Hello ${first},\n\n${line}\n\nIf you did not ask for this code, change your password and contact support at once.\n\nThe Trust Fund team`,
  });
  const sentTo = [maskEmail(member.email)];
  if (senders.smsUrl && member.phone) {
    // A text that fails to send leaves the email: the member still has the code.
    const sent = await fetch(senders.smsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: member.phone, message: line }),
      signal: AbortSignal.timeout(10_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (sent) sentTo.push(maskPhone(member.phone));
  }
  return { sentTo, expiresAt };
}
