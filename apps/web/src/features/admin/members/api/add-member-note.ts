import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { memberNotesQuery } from './member-notes.ts';

/** POST /admin/members/:id/notes {text}. */
export function useAddNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      request('POST /admin/members/{id}/notes', { params: { id }, body: { text }, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberNotesQuery(id).queryKey }),
  });
}
