import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /popitemlist: the kinds of item a POP buys. */
export const popItemsQuery = () =>
  queryOptions({
    queryKey: ['popitemlist'],
    queryFn: async () => (await request('GET /popitemlist')).data,
    // Operators edit this list in the console: read it afresh each time the form opens.
    staleTime: 0,
  });

export const usePopItems = () => useQuery(popItemsQuery());
