import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingEvent } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /tnmmeetinglist */
export const meetingsQuery = () =>
  queryOptions({
    queryKey: ['tnmmeetinglist'],
    queryFn: async () => (await api.get<MeetingEvent[]>('/tnmmeetinglist')).data,
  });

export const useMeetings = () => useQuery(meetingsQuery());

/** POST /tnmmeetingjoin {event_id, event_status: 1}; shows the server's message either way. */
export function useJoinMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) =>
      api.post(
        '/tnmmeetingjoin',
        { event_id: eventId, event_status: 1 },
        { showError: true, showSuccess: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingsQuery().queryKey }),
  });
}
