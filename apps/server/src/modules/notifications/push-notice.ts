import type { Db } from '../../db/client.ts';
import { enqueuePush } from '../push/index.ts';
import { notificationPath } from './links.ts';
import { wantsPush } from './preferences.ts';
import type { NotificationRow } from './service.ts';

/**
 * Queues the push notification of a new in-app notification to the member's subscribed browsers,
 * when their choice for the kind allows it. Inside the notification's transaction: pushed only if
 * it commits, and sent by the push-outbox job so the answer never waits for a push service.
 */
export async function pushNotice(tx: Db, row: NotificationRow): Promise<void> {
  if (!(await wantsPush(tx, row.userId, row.key))) return;
  await enqueuePush(
    tx,
    {
      dedupeKey: `notification:${row.id}`,
      userId: row.userId,
      title: row.subject,
      body: row.message,
      url: notificationPath(row.key),
    },
    row.createdAt,
  );
}
