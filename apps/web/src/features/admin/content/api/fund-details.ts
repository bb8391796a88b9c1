import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundDetails, FundDetailsInput } from '@trust/shared';
import { fundDetailsQuery } from '../../../../api/fund-details.ts';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/fund-details: the fund's registration, address and contact, to edit. */
export const adminFundDetailsQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'fund-details'],
    queryFn: async (): Promise<FundDetails> => (await request('GET /admin/fund-details')).data,
  });

export const useAdminFundDetails = () => useQuery(adminFundDetailsQuery());

/** PUT /admin/fund-details: the whole set; the footers and Learn More show it at once. */
export function useSaveFundDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FundDetailsInput) => request('PUT /admin/fund-details', { body }),
    onSuccess: (res) => {
      client.setQueryData(adminFundDetailsQuery().queryKey, res.data);
      client.setQueryData(fundDetailsQuery().queryKey, res.data);
    },
  });
}
