import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /etccitylist (the spec's ETCCityList): the cities an ETC may go from or to. */
export const etcCitiesQuery = () =>
  queryOptions({
    queryKey: ['etccitylist'],
    queryFn: async () => (await request('GET /etccitylist')).data,
    // Operators edit this list in the console: read it afresh each time the form opens.
    staleTime: 0,
  });

export const useEtcCities = () => useQuery(etcCitiesQuery());
