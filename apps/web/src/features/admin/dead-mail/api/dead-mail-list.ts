import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

/** GET /admin/dead-mail: the emails given up on, with how many there are. */
export const deadMailQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dead-mail', 'list'],
    queryFn: async () => (await request('GET /admin/dead-mail')).data,
  });

export const useDeadMail = () => useQuery(deadMailQuery());
