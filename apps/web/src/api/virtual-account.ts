import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/**
 * GET /virtualaccount: the member's own account number (opened on the first call). The transfer
 * page, the dashboard and the weekly contribution page show it; it never changes, so it is read once.
 */
export const virtualAccountQuery = () =>
  queryOptions({
    queryKey: ['virtualaccount'],
    queryFn: async () => (await request('GET /virtualaccount')).data,
    staleTime: Number.POSITIVE_INFINITY,
    // A 503 (the provider away) is said on the card; one more try is enough.
    retry: 1,
  });

export const useVirtualAccount = () => useQuery(virtualAccountQuery());
