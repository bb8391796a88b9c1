import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** POST /getuserloandetail {loan_id}; every loan's detail is under the first part of its key. */
export const loanDetailQuery = (loanId: number | null) =>
  queryOptions({
    queryKey: ['loandetail', loanId],
    queryFn: async () => (await request('POST /getuserloandetail', { body: { loan_id: loanId } })).data,
    enabled: loanId !== null,
  });

export const useLoanDetail = (loanId: number | null) => useQuery(loanDetailQuery(loanId));
