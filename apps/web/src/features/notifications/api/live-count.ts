import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '../../../lib/session.ts';
import { openChatSocket } from '../../chat/api/socket.ts';

/** The event the server sends when a notification for the member commits: the unread count now. */
export const COUNT_EVENT = 'notification_count';

/**
 * Keeps the header's unread count live: a socket on the app's realtime channel (the one chat uses)
 * receives the member's new count as soon as a notification for them commits, and an open
 * notifications list fetches the new one. After a dropped connection the count is fetched again,
 * so nothing that arrived meanwhile is missed.
 */
export function useLiveNotificationCount(token: string | null | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openChatSocket({ token });
    socket.on(COUNT_EVENT, (p: { notification_count?: unknown }) => {
      const count = Number(p?.notification_count);
      if (!Number.isFinite(count)) return;
      session.mergeUser({ notification_count: count });
      void client.invalidateQueries({ queryKey: ['usenotificationlist'] });
    });
    socket.io.on('reconnect', () => {
      void client.invalidateQueries({ queryKey: ['user'] });
      void client.invalidateQueries({ queryKey: ['usenotificationlist'] });
    });
    return () => {
      socket.close();
    };
  }, [token, client]);
}
