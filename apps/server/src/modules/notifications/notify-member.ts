import type { NotificationKind } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { type Notice, notifyMembers } from './notify-members.ts';

export interface MemberNotice extends Notice {
  /** One of NOTIFICATION_KINDS (packages/shared): picks the email template and the member's choice. */
  kind: NotificationKind;
  /** When it happened, from the app's clock. */
  at: Date;
}

/**
 * Tells a member something, inside the caller's transaction: the in-app notification (the list and
 * the header's count), its push and, when the member's choice for the kind says so (security notices
 * always), the kind's email, all by notifyMembers' rules. Answers the notification, the first one
 * when the key was used before. Usage, from any module with news for a member:
 *
 *   await notifyMember(tx, { memberId, kind: 'payout_sent', subject: 'Payout sent',
 *     message: `${formatNaira(amount)} was sent to your bank.`, at: now, key: `payout:${id}` });
 */
export type NotificationRow = typeof notifications.$inferSelect;

export async function notifyMember(tx: Db, n: MemberNotice): Promise<NotificationRow> {
  const [id] = await notifyMembers(tx, n.kind, [n], n.at);
  // Only a keyed notice writes nothing, and then its key finds the notification written first.
  const [row] = await tx
    .select()
    .from(notifications)
    .where(id === undefined ? eq(notifications.dedupeKey, n.key ?? '') : eq(notifications.id, id));
  if (!row) throw new Error('notification insert returned no row');
  return row;
}
