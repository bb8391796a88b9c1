import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /getuserschatcounts: unread messages per kind of chat (refetched on each send_message). */
export const chatCountsQuery = () =>
  queryOptions({
    queryKey: ['getuserschatcounts'],
    queryFn: async () => (await request('GET /getuserschatcounts')).data,
    staleTime: 0,
  });

export const useChatCounts = (enabled = true) => useQuery({ ...chatCountsQuery(), enabled });
