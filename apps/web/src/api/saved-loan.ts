import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** POST /getusersavedloanrequest: the saved application, or null. */
export const savedLoanQuery = () =>
  queryOptions({
    queryKey: ['savedloan'],
    queryFn: async () => (await request('POST /getusersavedloanrequest')).data,
  });

export const useSavedLoan = () => useQuery(savedLoanQuery());
