import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatKind } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

/** POST /getuserschatlisting: the member's messages with this kind of chat, oldest first. */
export const chatHistoryQuery = (kind: ChatKind) =>
  queryOptions({
    queryKey: ['getuserschatlisting', kind],
    queryFn: async () => (await request('POST /getuserschatlisting', { body: { role_id: kind } })).data,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useChatHistory = (kind: ChatKind) => useQuery(chatHistoryQuery(kind));
