import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { messagesKey } from './fund-messages.ts';

/** GET /admin/messages/options: the plans and states a segment can name. */
export const messageOptionsQuery = queryOptions({
  queryKey: [...messagesKey, 'options'],
  queryFn: async () => (await request('GET /admin/messages/options')).data,
  staleTime: 5 * 60_000,
});

export const useMessageOptions = () => useQuery(messageOptionsQuery);
