import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/meetings/:id/attendees, read when the operator opens the list. */
export const meetingAttendeesQuery = (id: number) =>
  queryOptions({
    queryKey: [...consoleKey, 'meetings', id, 'attendees'],
    queryFn: async () => (await request('GET /admin/meetings/{id}/attendees', { params: { id } })).data,
  });

export const useMeetingAttendees = (id: number | null) =>
  useQuery({ ...meetingAttendeesQuery(id ?? 0), enabled: id != null });
