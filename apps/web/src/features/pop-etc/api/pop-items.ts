import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PopItem {
  pop_item_id: number;
  pop_item_name: string;
}

/** GET /popitemlist: the kinds of item a POP buys. */
export const popItemsQuery = () =>
  queryOptions({
    queryKey: ['popitemlist'],
    queryFn: async () => (await api.get<PopItem[]>('/popitemlist')).data,
    staleTime: 10 * 60_000,
  });

export const usePopItems = () => useQuery(popItemsQuery());
