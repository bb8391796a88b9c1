import { ACCOUNT_LOCKED, formatNaira } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notifyMember } from '../notifications/index.ts';

const periodWord = (frequency: string) => (frequency === 'Monthly' ? 'monthly' : 'weekly');

/**
 * Tells the member a period was missed, inside the transaction that records the miss: the in-app
 * notification, and the email and push notification queued with it (sent by their jobs once it
 * commits, so a slow mail server never holds up the debit run).
 */
export async function noticeMissed(
  tx: Db,
  m: { userId: number; frequency: string },
  p: { week: number; amountKobo: bigint; reason: string },
  at: Date,
): Promise<void> {
  const what = `${periodWord(m.frequency)} contribution of ${formatNaira(p.amountKobo)} (week ${p.week})`;
  const message =
    `We could not collect your ${what}: ${p.reason}. ` +
    'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
    'Four missed weeks in a row lock your account.';
  await notifyMember(tx, {
    memberId: m.userId,
    kind: 'missed_contribution',
    subject: 'Missed contribution',
    message,
    at,
  });
}

/** Tells a member the fourth missed week in a row locked the account (always by email: a security notice). */
export async function noticeLocked(tx: Db, m: { userId: number }, at: Date): Promise<void> {
  await notifyMember(tx, {
    memberId: m.userId,
    kind: 'account_locked',
    subject: 'Account locked',
    message: ACCOUNT_LOCKED,
    at,
  });
}
