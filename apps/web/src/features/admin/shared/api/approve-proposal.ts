import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '@trust/shared';
import { type CallOptions, request } from '../../../../lib/api-client.ts';
import { consoleKey } from './console-key.ts';

/**
 * POST /admin/approvals/:id/approve with the payload hash the operator read (Approvals, Loans, POP &
 * ETC). Settled either way, every console queue reads again: the action may have changed any of them.
 */
export function useApproveProposal(opts: CallOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: Pick<Proposal, 'id' | 'payload_hash'>) =>
      request('POST /admin/approvals/{id}/approve', {
        params: { id: p.id },
        body: { payload_hash: p.payload_hash },
        ...opts,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKey }),
  });
}
