import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /popetcterms: for POP and ETC, the status, the plan's amount (read-only) and why not yet. */
export const popEtcTermsQuery = () =>
  queryOptions({
    queryKey: ['popetcterms'],
    queryFn: async () => (await request('GET /popetcterms')).data,
  });

export const usePopEtcTerms = () => useQuery(popEtcTermsQuery());
