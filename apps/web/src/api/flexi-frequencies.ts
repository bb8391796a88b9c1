import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /getflexiplanfrequency: Daily, Weekly, Monthly; the first is the default. */
export const flexiFrequenciesQuery = () =>
  queryOptions({
    queryKey: ['flexi-frequencies'],
    queryFn: async () => (await request('GET /getflexiplanfrequency')).data,
    staleTime: 60 * 60_000,
  });
export const useFlexiFrequencies = () => useQuery(flexiFrequenciesQuery());
