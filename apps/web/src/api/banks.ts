import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /banks: the provider's banks, microfinance banks and mobile-money operators, by name. */
export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: async () => (await request('GET /banks')).data,
    staleTime: 60 * 60_000,
  });

export const useBanks = () => useQuery(banksQuery());
