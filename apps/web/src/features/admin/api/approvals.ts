import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Proposal, ProposalStatus } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/approvals?status=: proposals of the kinds this operator handles, newest first. */
export function useApprovals(status: ProposalStatus) {
  return useQuery({
    queryKey: ['admin', 'approvals', status],
    queryFn: async () =>
      (await api.get<{ proposals: Proposal[]; total: number }>(`/admin/approvals?status=${status}`)).data,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
      client.invalidateQueries({ queryKey: ['admin', 'transfers'] }),
    ]);
}

/** POST /admin/approvals/:id/approve with the payload hash the operator read. */
export function useApprove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (p: Pick<Proposal, 'id' | 'payload_hash'>) =>
      api.post<Proposal>(
        `/admin/approvals/${p.id}/approve`,
        { payload_hash: p.payload_hash },
        { showError: true, showSuccess: true },
      ),
    onSettled: refresh,
  });
}

/** POST /admin/approvals/:id/reject {reason}: the dialog shows a refusal itself. */
export function useReject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (p: { id: number; reason: string }) =>
      api.post<Proposal>(`/admin/approvals/${p.id}/reject`, { reason: p.reason }, { showSuccess: true }),
    onSuccess: refresh,
  });
}
