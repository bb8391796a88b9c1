import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/group-links: the external group chat of each expert entry, or null (the in-app /chat). */
export const groupLinksQuery = () =>
  queryOptions({
    queryKey: ['chat-group-links'],
    queryFn: async () => (await request('GET /chat/group-links')).data,
    staleTime: 5 * 60_000,
  });

export const useGroupLinks = () => useQuery(groupLinksQuery());
