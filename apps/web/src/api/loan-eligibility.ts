import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /loaneligibility: every condition of applying for a loan at once, and the member's loan. */
export const loanEligibilityQuery = () =>
  queryOptions({
    queryKey: ['loaneligibility'],
    queryFn: async () => (await request('GET /loaneligibility')).data,
  });

export const useLoanEligibility = () => useQuery(loanEligibilityQuery());
