import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /getusercontribution (part 2 section 3): totals, last and next contribution, the chart; the dashboard's wallet reads it too. */
export const userContributionQuery = () =>
  queryOptions({
    queryKey: ['getusercontribution'],
    queryFn: async () => (await request('GET /getusercontribution')).data,
  });

export const useUserContribution = () => useQuery(userContributionQuery());
