import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /userearnings: the member's earnings from the ledger and what they can do with them. */
export const earningsQuery = () =>
  queryOptions({
    queryKey: ['userearnings'],
    queryFn: async () => (await request('GET /userearnings')).data,
  });

export const useEarnings = () => useQuery(earningsQuery());
