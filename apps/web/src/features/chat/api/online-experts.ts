import { useQuery } from '@tanstack/react-query';
import type { ChatKind } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

export interface OnlineExperts {
  experts: { u_id: number; u_role: ChatKind }[];
  /** The server's message: what the "no expert online" modal shows. */
  message: string;
}

/**
 * POST /getchatcustomercare (customer care) or POST /getchatusers (an expert kind): who is online
 * now. Asked afresh each time the chat opens.
 */
export const useOnlineExperts = (kind: ChatKind) =>
  useQuery({
    queryKey: ['getchatusers', kind],
    queryFn: async (): Promise<OnlineExperts> => {
      const res =
        kind === 'customer_care'
          ? await request('POST /getchatcustomercare')
          : await request('POST /getchatusers', { body: { chat_expert: kind } });
      return { experts: res.data, message: res.message };
    },
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
