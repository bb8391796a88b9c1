import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/experts: every expert with presence (online, away, offline). */
export const expertsQuery = () =>
  queryOptions({
    queryKey: ['chat-experts'],
    queryFn: async () => (await request('GET /chat/experts')).data,
  });

export const useExperts = () => useQuery(expertsQuery());
