import { ACCOUNT_LOCKED, formatNaira } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notifyMember, notifyMembers } from '../notifications/index.ts';

const periodWord = (frequency: string) => (frequency === 'Monthly' ? 'monthly' : 'weekly');

export interface MissedNotice {
  member: { userId: number; frequency: string };
  period: { week: number; amountKobo: bigint; reason: string };
}

function missedMessage({ member, period }: MissedNotice): string {
  const what = `${periodWord(member.frequency)} contribution of ${formatNaira(period.amountKobo)} (week ${period.week})`;
  return (
    `We could not collect your ${what}: ${period.reason}. ` +
    'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
    'Four missed weeks in a row lock your account.'
  );
}

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
  await noticeMissedMany(tx, [{ member: m, period: p }], at);
}

/** noticeMissed for many members at once, in one statement (notifyMembers). */
export async function noticeMissedMany(tx: Db, notices: MissedNotice[], at: Date): Promise<void> {
  await notifyMembers(
    tx,
    'missed_contribution',
    notices.map((n) => ({
      memberId: n.member.userId,
      subject: 'Missed contribution',
      message: missedMessage(n),
    })),
    at,
  );
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
