import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { memberQuery } from './member.ts';

/** GET /admin/members/:id/notes: the operators' notes on a member, newest first. */
export const memberNotesQuery = (id: number) =>
  queryOptions({
    queryKey: [...memberQuery(id).queryKey, 'notes'],
    queryFn: async () => (await request('GET /admin/members/{id}/notes', { params: { id } })).data.notes,
  });

export const useMemberNotes = (id: number) => useQuery(memberNotesQuery(id));
