import { ACCOUNT_LOCKED, formatNaira } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notify } from '../notifications/index.ts';

export interface Notice {
  to: string;
  subject: string;
  text: string;
}

const periodWord = (frequency: string) => (frequency === 'Monthly' ? 'monthly' : 'weekly');

/**
 * Tells the member a period was missed: an in-app notification inside the transaction that records
 * the miss, and the email to send once it has committed.
 */
export async function noticeMissed(
  tx: Db,
  m: { userId: number; email: string; fullName: string; frequency: string },
  p: { week: number; amountKobo: bigint; reason: string },
  at: Date,
): Promise<Notice> {
  const what = `${periodWord(m.frequency)} contribution of ${formatNaira(p.amountKobo)} (week ${p.week})`;
  const subject = 'Missed contribution';
  const message =
    `We could not collect your ${what}: ${p.reason}. ` +
    'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
    'Four missed weeks in a row lock your account.';
  await notify(tx, m.userId, subject, message, { key: 'missed_contribution', at });
  return { to: m.email, subject: `Trust Fund: ${subject}`, text: `Dear ${m.fullName},\n\n${message}\n` };
}

export async function noticeLocked(
  tx: Db,
  m: { userId: number; email: string; fullName: string },
  at: Date,
): Promise<Notice> {
  const subject = 'Account locked';
  await notify(tx, m.userId, subject, ACCOUNT_LOCKED, { key: 'account_locked', at });
  return {
    to: m.email,
    subject: `Trust Fund: ${subject}`,
    text: `Dear ${m.fullName},\n\n${ACCOUNT_LOCKED}.\n\nFour weekly contributions in a row were missed.\n`,
  };
}

/** Sends after commit; a mail failure is logged and never undoes what was recorded. */
export async function sendNotices(
  mailer: Mailer,
  notices: Notice[],
  log?: { warn(obj: unknown, msg?: string): void },
): Promise<void> {
  for (const n of notices) {
    try {
      await mailer.send(n);
    } catch (err) {
      log?.warn({ err, to: n.to, subject: n.subject }, 'notice email not sent');
    }
  }
}
