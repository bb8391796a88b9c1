import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /usercurrentloan: the open (or saved) application. */
export const currentLoanQuery = () =>
  queryOptions({
    queryKey: ['currentloan'],
    queryFn: async () => (await request('GET /usercurrentloan')).data,
  });

export const useCurrentLoan = () => useQuery(currentLoanQuery());
