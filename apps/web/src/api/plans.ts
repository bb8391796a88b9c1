import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';

/**
 * GET /getsubscriptionplans: the catalogue, also kept in the session (part 1 section 4). The landing
 * page's plan cards, the plan pages and the payment pages all read this one query.
 */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: async () => {
      const { data } = await request('GET /getsubscriptionplans');
      session.set('plans', data);
      return data;
    },
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQuery());
