import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundDetailsInput } from '@trust/shared';
import { fundDetailsQuery } from '../../../../api/fund-details.ts';
import { request } from '../../../../lib/api-client.ts';
import { adminFundDetailsQuery } from './fund-details.ts';

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
