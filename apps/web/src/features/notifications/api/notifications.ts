import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationListQuery } from '../../../api/notification-list.ts';
import { request } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** The notifications, a page at a time (api/notification-list.ts). */
export const useNotifications = () => useInfiniteQuery(notificationListQuery());

/**
 * POST /notificationread: marks one read (part 2 section 4.13); the answer's notification_count
 * updates the header's badge at once, and the list shows it read.
 */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await request('POST /notificationread', { body: { notification_id: id } })).data,
    onSuccess: (data, id) => {
      session.mergeUser({ notification_count: data.notification_count });
      client.setQueryData(notificationListQuery().queryKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                notification_count: data.notification_count,
                notifications: p.notifications.map((n) =>
                  n.notification_id === id ? { ...n, notification_status: '1' as const } : n,
                ),
              })),
            }
          : old,
      );
    },
  });
}
