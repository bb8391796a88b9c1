import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberDetailsBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { memberQuery } from './member.ts';
import { membersKey } from './members.ts';

/** POST /admin/members/:id/details: the changed fields only; the dialog shows a refusal itself. */
export function useEditMemberDetails(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberDetailsBody) =>
      request('POST /admin/members/{id}/details', { params: { id }, body, showSuccess: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberQuery(id).queryKey }),
        client.invalidateQueries({ queryKey: membersKey }),
      ]),
  });
}
