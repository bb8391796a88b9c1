import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Proposal, QueuedTransfer, StatementImport } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/transfers?q=: members awaiting a bank transfer, oldest first. */
export function useAwaitedTransfers(q: string) {
  return useQuery({
    queryKey: ['admin', 'transfers', q],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      return (await api.get<{ transfers: QueuedTransfer[]; total: number }>(`/admin/transfers?${params}`))
        .data;
    },
  });
}

/** After a proposal the queue and the approvals read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'transfers'] }),
      client.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
    ]);
}

export interface ProposeTransfer {
  tfp: string;
  amount: string;
  reference: string;
  payment_reference?: string;
}

/** POST /admin/transfers/propose: the dialog shows a refusal itself. */
export function useProposeTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProposeTransfer) =>
      api.post<Proposal>('/admin/transfers/propose', body, { showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/transfers/import {csv, preview}: the preview, then the proposals. */
export function useImportStatement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: { csv: string; preview: boolean }) =>
      (await api.post<StatementImport>('/admin/transfers/import', body, { showSuccess: !body.preview })).data,
    onSuccess: (_d, body) => (body.preview ? undefined : refresh()),
  });
}
