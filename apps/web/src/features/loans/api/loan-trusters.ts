import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /loantrusters: the accepted trust members by tab with their TFP status. */
export const trusterOptionsQuery = () =>
  queryOptions({
    queryKey: ['loantrusters'],
    queryFn: async () => (await request('POST /loantrusters', { body: { offset: 1, count: 100 } })).data,
  });

export const useTrusterOptions = () => useQuery(trusterOptionsQuery());
