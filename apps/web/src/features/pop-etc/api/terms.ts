import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopEtcTerms } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /popetcterms: for POP and ETC, the status, the plan's amount (read-only) and why not yet. */
export const popEtcTermsQuery = () =>
  queryOptions({
    queryKey: ['popetcterms'],
    queryFn: async () => (await api.get<PopEtcTerms>('/popetcterms')).data,
  });

export const usePopEtcTerms = () => useQuery(popEtcTermsQuery());
