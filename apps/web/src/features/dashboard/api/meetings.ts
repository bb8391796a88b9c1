import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingEvent } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /tnmmeetinglist */
export const meetingsQuery = () =>
  queryOptions({
    queryKey: ['tnmmeetinglist'],
    queryFn: async () => (await api.get<MeetingEvent[]>('/tnmmeetinglist')).data,
  });

export const useMeetings = () => useQuery(meetingsQuery());
