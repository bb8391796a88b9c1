import type { NotificationKind } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/queue.ts';
import type { LoginLinkPurpose } from '../auth/index.ts';
import { wantsEmail } from './preferences.ts';
import { type NotificationRow, notify } from './service.ts';

export interface MemberNotice {
  memberId: number;
  /** One of NOTIFICATION_KINDS (packages/shared): picks the email template and the member's choice. */
  kind: NotificationKind;
  subject: string;
  message: string;
  /** When it happened, from the app's clock. */
  at: Date;
  /**
   * Makes the notice idempotent: a second call with the same key (a retried job, a replayed webhook)
   * writes nothing more (it returns the first notification and mails once). Prefer the business reference (payment, loan, payout).
   */
  key?: string;
  byUserId?: number;
  loanId?: number;
  eventId?: number;
  /**
   * send: false never mails (an in-app only notice); default, by the member's choice for the kind.
   * subject and message: the email's own words when they differ from the in-app ones. signInFor: the
   * email's button signs the member in once (made when the email is sent).
   */
  email?: { send?: boolean; subject?: string; message?: string; signInFor?: LoginLinkPurpose };
}

/**
 * Tells a member something, inside the caller's transaction: the in-app notification (the list and
 * the header's count) and, when the member's choice for the kind says so (security notices always),
 * the kind's email put in the mail outbox, sent by the mail-outbox job after the change commits.
 * Usage, from any module with news for a member:
 *
 *   await notifyMember(tx, { memberId, kind: 'payout_sent', subject: 'Payout sent',
 *     message: `${formatNaira(amount)} was sent to your bank.`, at: now, key: `payout:${id}` });
 */
export async function notifyMember(tx: Db, n: MemberNotice): Promise<NotificationRow> {
  const row = await notify(tx, n.memberId, n.subject, n.message, {
    key: n.kind,
    byUserId: n.byUserId,
    loanId: n.loanId,
    eventId: n.eventId,
    at: n.at,
    dedupeKey: n.key,
  });
  if (n.email?.send === false || !(await wantsEmail(tx, n.memberId, n.kind))) return row;
  const [user] = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, n.memberId));
  if (!user) return row;
  await enqueueMail(
    tx,
    {
      dedupeKey: `notification:${row.id}`,
      userId: n.memberId,
      kind: n.kind,
      to: user.email,
      name: user.fullName.split(' ')[0] || user.fullName,
      subject: n.email?.subject ?? n.subject,
      message: n.email?.message ?? n.message,
      ...(n.email?.signInFor ? { signInFor: n.email.signInFor } : {}),
    },
    n.at,
  );
  return row;
}
