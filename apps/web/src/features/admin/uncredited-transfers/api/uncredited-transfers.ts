import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/uncredited-transfers: transfers into members' accounts that were not credited, oldest first. */
export const uncreditedTransfersQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'uncredited-transfers'],
    queryFn: async () => (await request('GET /admin/uncredited-transfers')).data.transfers,
  });

export const useUncreditedTransfers = () => useQuery(uncreditedTransfersQuery());
