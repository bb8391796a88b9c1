import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * GET /ayetestimonials: the members' testimonials on the landing page (part 1 section 7). A failed call leaves its section empty;
 * the rest of the page still shows. Its key is the prerendered page's (prerender/page-query-keys.ts).
 */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: ['content', '/ayetestimonials'],
    queryFn: async () => (await request('GET /ayetestimonials')).data,
    staleTime: 5 * 60_000,
  });

export const useTestimonials = () => useQuery(testimonialsQuery());
