import type { FastifyInstance } from 'fastify';
import { onCommittedNotification, unreadCount } from '../notifications/index.ts';
import { EVENTS, rooms } from './rooms.ts';
import type { ChatIo } from './socket-types.ts';

/** The event a member's app receives: `{ notification_count }`, their unread count now. */
export const COUNT_EVENT = EVENTS.notificationCount;

/**
 * The header's badge in real time: when a notification for a member commits, the member's sockets
 * get the fresh unread count. Every instance hears every commit (a PostgreSQL NOTIFY, see
 * modules/notifications/live-count.ts), so each sends only to the sockets connected to it (io.local);
 * through the Redis adapter each instance would deliver it once more.
 */
export function sendNotificationCounts(
  app: FastifyInstance,
  io: ChatIo,
  alsoOnCommit: (userId: number) => void,
): void {
  // Listening starts when the app is ready, so an app built and never started holds no connection
  // (its pool could not end while a LISTEN connection is checked out).
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await onCommittedNotification(
      app.deps.database,
      (userId) => {
        const room = rooms.user(userId);
        if (!io.sockets.adapter.rooms.has(room)) return; // none of the member's tabs is connected here
        alsoOnCommit(userId);
        unreadCount(app.deps.db, userId).then(
          (n) => io.local.to(room).emit(COUNT_EVENT, { notification_count: n }),
          (err) => app.log.warn({ err }, 'notification count not sent'),
        );
      },
      (err) => app.log.warn({ err }, 'notification count listener lost its connection; reconnecting'),
    );
  });
  app.addHook('preClose', async () => {
    await stop?.();
  });
}
