import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/**
 * GET /fund-details: who runs the fund and how to reach it, for the footers and Learn More. Its key is
 * the prerendered pages' (prerender/page-query-keys.ts), so a public page drawn by the server hydrates
 * with it. A failed call leaves the details out; the page still shows.
 */
export const fundDetailsQuery = () =>
  queryOptions({
    queryKey: ['content', '/fund-details'],
    queryFn: async () => (await request('GET /fund-details')).data,
    staleTime: 5 * 60_000,
  });

export const useFundDetails = () => useQuery(fundDetailsQuery());
