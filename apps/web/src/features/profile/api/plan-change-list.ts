import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /userplanchangelist: the plans the member may change to, each with what it costs now. */
export const planChangeListQuery = () =>
  queryOptions({
    queryKey: ['userplanchangelist'],
    queryFn: async () => (await request('GET /userplanchangelist')).data,
  });

export const usePlanChangeList = (enabled: boolean) => useQuery({ ...planChangeListQuery(), enabled });
