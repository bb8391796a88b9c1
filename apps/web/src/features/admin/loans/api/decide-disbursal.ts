import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/**
 * Approve (POST /admin/approvals/:id/approve, with the payload hash the operator read) or reject
 * (POST /admin/approvals/:id/reject, with a reason) a loan disbursal; then the console's queues read again.
 */
export function useDecideDisbursal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { proposal: Proposal; approve: boolean; reason?: string }) =>
      d.approve
        ? request('POST /admin/approvals/{id}/approve', {
            params: { id: d.proposal.id },
            body: { payload_hash: d.proposal.payload_hash },
          })
        : request('POST /admin/approvals/{id}/reject', {
            params: { id: d.proposal.id },
            body: { reason: d.reason ?? '' },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKey }),
  });
}
