import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /getchatcustomercare: who of customer care is online now, with the server's message (what the
 * "no expert online" modal shows). Asked afresh each time the chat opens.
 */
export const onlineCustomerCareQuery = () =>
  queryOptions({
    queryKey: ['getchatcustomercare'],
    queryFn: async () => {
      const res = await request('POST /getchatcustomercare');
      return { experts: res.data, message: res.message };
    },
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
