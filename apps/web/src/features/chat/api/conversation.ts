import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/conversations/:id: a conversation's messages (opening it reads them). */
export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['chat-conversation', id],
    queryFn: async () => (await request('GET /chat/conversations/{id}', { params: { id } })).data,
    staleTime: 0,
  });

export const useConversation = (id: number | null) =>
  useQuery({ ...conversationQuery(id ?? 0), enabled: id !== null });
