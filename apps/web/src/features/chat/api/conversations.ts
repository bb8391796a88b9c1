import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/conversations: the console's conversations of the expert's kind (every kind for an admin). */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: ['chat-conversations'],
    queryFn: async () => (await request('GET /chat/conversations')).data,
  });

export const useConversations = () => useQuery(conversationsQuery());
