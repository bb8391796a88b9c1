import { infiniteQueryOptions } from '@tanstack/react-query';
import { NOTIFICATIONS_PER_PAGE } from '@trust/shared';
import { request } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';

/**
 * GET /usenotificationlist, a page at a time. Fetched afresh each time the screen opens (part 2
 * section 2.15); the unread count it answers goes to the header's badge. Here because a trust answer,
 * the live count and a push refresh it too.
 */
export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['usenotificationlist'],
    queryFn: async ({ pageParam }) => {
      const { data } = await request('GET /usenotificationlist', { search: `page=${pageParam}` });
      session.mergeUser({ notification_count: data.notification_count });
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * NOTIFICATIONS_PER_PAGE < last.total_records ? last.page + 1 : undefined,
    staleTime: 0,
    refetchOnMount: 'always',
  });
