import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { payoutsKey } from './payouts-list.ts';

/** GET /admin/payouts/batches: the batches, newest first, each with its proposal. */
export const batchesQuery = () =>
  queryOptions({
    queryKey: [...payoutsKey, 'batches'],
    queryFn: async () => (await request('GET /admin/payouts/batches')).data.batches,
    // Transfers end by the provider's webhook, a moment after approval: look again until they have.
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'sending') ? 2000 : false),
  });

export const useBatches = () => useQuery(batchesQuery());
