import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

/** GET /admin/dead-mail/count: how many emails are dead (shown on the Inbox, reloaded by a retry). */
export const deadMailCountQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dead-mail', 'count'],
    queryFn: async () => (await request('GET /admin/dead-mail/count')).data.count,
  });

export const useDeadMailCount = (enabled = true) => useQuery({ ...deadMailCountQuery(), enabled });
