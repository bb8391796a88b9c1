import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { notificationListQuery } from '../../../api/notification-list.ts';
import { currentUserQuery } from '../../../api/user.ts';
import { session } from '../../../lib/session.ts';

/** The event the server sends when a notification for the member commits: the unread count now. */
const COUNT_EVENT = 'notification_count';

/**
 * Keeps the header's unread count live: a socket on the app's realtime channel (the one chat uses)
 * receives the member's new count as soon as a notification for them commits, and an open
 * notifications list fetches the new one. After a dropped connection the count is fetched again,
 * so nothing that arrived meanwhile is missed.
 *
 * The realtime client (socket.io, about 12 KB compressed) is not needed to draw the screen: it is
 * downloaded and connected once the browser is idle after the first paint, off the page's critical path.
 */
export function useLiveNotificationCount(token: string | null | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let socket: Socket | undefined;
    let closed = false;
    const connect = async () => {
      const { openChatSocket } = await import('../../../api/chat-socket.ts');
      if (closed) return;
      socket = openChatSocket({ token });
      socket.on(COUNT_EVENT, (p: { notification_count?: unknown }) => {
        const count = Number(p?.notification_count);
        if (!Number.isFinite(count)) return;
        session.mergeUser({ notification_count: count });
        void client.invalidateQueries({ queryKey: notificationListQuery().queryKey });
      });
      const refresh = () => {
        void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
        void client.invalidateQueries({ queryKey: notificationListQuery().queryKey });
      };
      // A notification that came between the page's first fetch and this connection is counted too.
      socket.once('connect', refresh);
      socket.io.on('reconnect', refresh);
    };
    const start = () =>
      void connect().catch((err) => console.warn('Live notification count unavailable', err));
    // Safari has no requestIdleCallback: a short timer stands in for it.
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
    return () => {
      closed = true;
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      socket?.close();
    };
  }, [token, client]);
}
