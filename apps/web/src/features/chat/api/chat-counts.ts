import { useQuery } from '@tanstack/react-query';
import type { ChatCounts } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export const chatCountsKey = ['getuserschatcounts'] as const;

/** GET /getuserschatcounts: unread messages per kind of chat (refetched on each send_message). */
export const useChatCounts = (enabled = true) =>
  useQuery({
    queryKey: chatCountsKey,
    queryFn: async () => (await api.get<ChatCounts>('/getuserschatcounts')).data,
    enabled,
    staleTime: 0,
  });
