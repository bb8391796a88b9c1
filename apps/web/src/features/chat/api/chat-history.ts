import { useQuery } from '@tanstack/react-query';
import type { ChatHistoryRow, ChatKind } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export const chatHistoryKey = (kind: ChatKind) => ['getuserschatlisting', kind] as const;

/** POST /getuserschatlisting: the member's messages with this kind of chat, oldest first. */
export const useChatHistory = (kind: ChatKind) =>
  useQuery({
    queryKey: chatHistoryKey(kind),
    queryFn: async () => (await api.post<ChatHistoryRow[]>('/getuserschatlisting', { role_id: kind })).data,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
