import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { refreshMember } from './refresh-member.ts';

/** POST /admin/members/:id/terminate {reason}: the dialog shows a refusal itself. */
export function useTerminateMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      request('POST /admin/members/{id}/terminate', { params: { id }, body: { reason }, showSuccess: true }),
    onSuccess: () => refreshMember(client, id),
  });
}
