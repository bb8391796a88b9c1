import type { NotificationView } from '@trust/shared';
import type { NotificationRow } from './service.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY, the spec's date display (part 2 section 9). */
const mdy = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;

/** A notification as the API shows it (spec part 2 section 3): the only place with the spec's names. */
export function toNotificationView(n: NotificationRow): NotificationView {
  return {
    notification_id: n.id,
    date: mdy(n.createdAt),
    created_at: n.createdAt.toISOString(),
    subject: n.subject,
    message: n.message,
    notification_status: n.readAt ? '1' : '0',
    key: n.key,
    byuserid: n.byUserId,
    touserid: n.userId,
    loanid: n.loanId,
    eventid: n.eventId,
  };
}
