import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /tnmmeetinglist */
export const meetingsQuery = () =>
  queryOptions({
    queryKey: ['tnmmeetinglist'],
    queryFn: async () => (await request('GET /tnmmeetinglist')).data,
  });

export const useMeetings = () => useQuery(meetingsQuery());
