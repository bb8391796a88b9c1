import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, request } from '../../../../lib/api-client.ts';
import { consoleKey } from './console-key.ts';

/** POST /admin/approvals/:id/reject {reason}: the caller's dialog shows a refusal itself. */
export function useRejectProposal(opts: CallOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; reason: string }) =>
      request('POST /admin/approvals/{id}/reject', {
        params: { id: p.id },
        body: { reason: p.reason },
        ...opts,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKey }),
  });
}
