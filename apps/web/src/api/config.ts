import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /config: what the server tells the web app about itself. */
export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: async () => (await request('GET /config')).data,
    staleTime: 60 * 60_000,
  });

export const useSiteConfig = () => useQuery(siteConfigQuery());
