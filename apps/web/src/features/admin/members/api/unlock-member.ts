import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { refreshMember } from './refresh-member.ts';

/** POST /admin/members/:id/unlock: lifts a lock for default (the server's answer in a pop-up). */
export function useUnlockMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('POST /admin/members/{id}/unlock', { params: { id }, showError: true, showSuccess: true }),
    onSuccess: () => refreshMember(client, id),
  });
}
