import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PER_PAGE, type NotificationView } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

interface NotificationPage {
  notifications: NotificationView[];
  notification_count: number;
  total_records: number;
  page: number;
}

const key = ['usenotificationlist'] as const;

/**
 * GET /usenotificationlist, a page at a time. Fetched afresh each time the screen opens (part 2
 * section 2.15); the unread count it answers goes to the header's badge.
 */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam }) => {
      const { data } = await api.get<NotificationPage>(`/usenotificationlist?page=${pageParam}`);
      session.mergeUser({ notification_count: data.notification_count });
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * NOTIFICATIONS_PER_PAGE < last.total_records ? last.page + 1 : undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  });

/**
 * POST /notificationread: marks one read (part 2 section 4.13); the answer's notification_count
 * updates the header's badge at once, and the list shows it read.
 */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.post<{ notification_count: number }>('/notificationread', { notification_id: id })).data,
    onSuccess: (data, id) => {
      session.mergeUser({ notification_count: data.notification_count });
      client.setQueryData<{ pages: NotificationPage[]; pageParams: unknown[] }>(key, (old) =>
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
