import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * GET /ayeendorsement: the endorsement videos on the landing page (part 1 section 7). A failed call leaves its section empty;
 * the rest of the page still shows. Its key is the prerendered page's (prerender/page-query-keys.ts).
 */
export const endorsementsQuery = () =>
  queryOptions({
    queryKey: ['content', '/ayeendorsement'],
    queryFn: async () => (await request('GET /ayeendorsement')).data,
    staleTime: 5 * 60_000,
  });

export const useEndorsements = () => useQuery(endorsementsQuery());
