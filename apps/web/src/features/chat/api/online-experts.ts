import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatKind } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';
import { onlineCustomerCareQuery } from './online-customer-care.ts';

/**
 * POST /getchatusers {chat_expert}: who of an expert kind is online now, with the server's message (what
 * the "no expert online" modal shows). Asked afresh each time the chat opens.
 */
export const onlineExpertsQuery = (kind: ChatKind) =>
  queryOptions({
    queryKey: ['getchatusers', kind],
    queryFn: async () => {
      const res = await request('POST /getchatusers', { body: { chat_expert: kind } });
      return { experts: res.data, message: res.message };
    },
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

/** Who is online for the chat of this kind: customer care has its own call. */
export const useOnlineExperts = (kind: ChatKind) =>
  useQuery(kind === 'customer_care' ? onlineCustomerCareQuery() : onlineExpertsQuery(kind));
