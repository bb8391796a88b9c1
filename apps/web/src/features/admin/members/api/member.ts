import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/members/:id: everything the console shows about one member. */
export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: [...consoleKey, 'member', id],
    queryFn: async () => (await request('GET /admin/members/{id}', { params: { id } })).data,
    // A 404 (no such member) is an answer, not a hiccup to retry.
    retry: false,
  });

export const useMember = (id: number) => useQuery(memberQuery(id));
