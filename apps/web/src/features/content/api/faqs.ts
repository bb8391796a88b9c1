import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * GET /ayefaq: the questions and answers on the landing page (part 1 section 7). A failed call leaves its section empty;
 * the rest of the page still shows. Its key is the prerendered page's (prerender/page-query-keys.ts).
 */
export const faqsQuery = () =>
  queryOptions({
    queryKey: ['content', '/ayefaq'],
    queryFn: async () => (await request('GET /ayefaq')).data,
    staleTime: 5 * 60_000,
  });

export const useFaqs = () => useQuery(faqsQuery());
