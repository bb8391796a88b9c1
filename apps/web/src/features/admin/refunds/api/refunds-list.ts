import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/refunds: refunds the provider reports failed or needing attention, not yet closed. */
export const refundsQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'refunds'],
    queryFn: async () => (await request('GET /admin/refunds')).data,
  });

export const useRefunds = () => useQuery(refundsQuery());
