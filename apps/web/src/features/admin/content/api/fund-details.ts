import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundDetails } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/fund-details: the fund's registration, address and contact, to edit. */
export const adminFundDetailsQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'fund-details'],
    queryFn: async (): Promise<FundDetails> => (await request('GET /admin/fund-details')).data,
  });

export const useAdminFundDetails = () => useQuery(adminFundDetailsQuery());
