import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EtcCity } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /etccitylist (the spec's ETCCityList): the cities an ETC may go from or to. */
export const etcCitiesQuery = () =>
  queryOptions({
    queryKey: ['etccitylist'],
    queryFn: async () => (await api.get<EtcCity[]>('/etccitylist')).data,
    staleTime: 10 * 60_000,
  });

export const useEtcCities = () => useQuery(etcCitiesQuery());
