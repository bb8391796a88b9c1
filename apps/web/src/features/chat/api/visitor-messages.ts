import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/visitors/messages: the visitor's conversation so far, so a reload of /support keeps it. */
export const visitorMessagesQuery = (token: string) =>
  queryOptions({
    queryKey: ['visitor-messages', token],
    queryFn: async () => (await request('GET /chat/visitors/messages', { visitorToken: token })).data,
    refetchOnWindowFocus: false,
  });
