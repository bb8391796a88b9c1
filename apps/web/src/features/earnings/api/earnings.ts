import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsView } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /userearnings: the member's earnings from the ledger and what they can do with them. */
export const earningsQuery = () =>
  queryOptions({
    queryKey: ['userearnings'],
    queryFn: async () => (await api.get<EarningsView>('/userearnings')).data,
  });

export const useEarnings = () => useQuery(earningsQuery());
