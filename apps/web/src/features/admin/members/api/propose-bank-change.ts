import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberBankChangeBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';

/** POST /admin/members/:id/bank-change: proposed for another operator's approval. */
export function useProposeBankChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberBankChangeBody) =>
      request('POST /admin/members/{id}/bank-change', { params: { id }, body, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: approvalsKey }),
  });
}
