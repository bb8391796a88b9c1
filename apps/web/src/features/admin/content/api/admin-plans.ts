import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/plans: the plan catalogue's figures with how many members are on each. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'plans'],
    queryFn: async () => (await request('GET /admin/plans')).data,
  });

export const useAdminPlans = () => useQuery(adminPlansQuery());
