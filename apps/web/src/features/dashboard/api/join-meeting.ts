import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { meetingsQuery } from './meetings.ts';

/** POST /tnmmeetingjoin {event_id, event_status: 1}; shows the server's message either way. */
export function useJoinMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) =>
      request('POST /tnmmeetingjoin', {
        body: { event_id: eventId, event_status: 1 },
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingsQuery().queryKey }),
  });
}
