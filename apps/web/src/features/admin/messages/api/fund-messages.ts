import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** Every query of the Messages section: the first part of their keys. */
export const messagesKey = [...consoleKey, 'messages'] as const;

/** GET /admin/messages: the messages, newest first, each with what it reached. */
export const fundMessagesQuery = queryOptions({
  queryKey: messagesKey,
  queryFn: async () => (await request('GET /admin/messages')).data.messages,
});

export const useFundMessages = () =>
  useQuery({
    ...fundMessagesQuery,
    // A message being sent counts up: look again while one is on its way.
    refetchInterval: (q) =>
      q.state.data?.some((m) => m.status === 'sending' || m.status === 'scheduled') ? 15_000 : false,
  });
