import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** What the server tells the web app about itself (GET /config). */
export interface SiteConfig {
  /** Which gateway takes cards: Paystack takes them on its own page, the sandbox on ours. */
  payment_gateway: 'sandbox' | 'paystack';
}

/** GET /config. */
export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: async () => (await api.get<SiteConfig>('/config')).data,
    staleTime: 60 * 60_000,
  });

export const useSiteConfig = () => useQuery(siteConfigQuery());
