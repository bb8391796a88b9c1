import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/loans?state=: the newest loan applications, of one state or all. */
export const adminLoansQuery = (state: string) =>
  queryOptions({
    queryKey: [...consoleKey, 'loans', state],
    queryFn: async () =>
      (await request('GET /admin/loans', { search: state ? `state=${state}` : '' })).data.loans,
  });

export const useAdminLoans = (state: string) => useQuery(adminLoansQuery(state));
