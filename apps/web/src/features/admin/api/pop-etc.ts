import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPopEtcApplication, Proposal } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export interface PopEtcFilter {
  kind: 'pop' | 'etc' | '';
  status: 1 | 2 | 3;
}

/** GET /admin/popetc?kind=&status=: POP and ETC applications by status, with any disbursal waiting. */
export const popEtcQueueQuery = (f: PopEtcFilter) =>
  queryOptions({
    queryKey: ['admin', 'popetc', f],
    queryFn: async () => {
      const params = new URLSearchParams({ status: String(f.status) });
      if (f.kind) params.set('kind', f.kind);
      return (
        await api.get<{ applications: AdminPopEtcApplication[]; total: number }>(`/admin/popetc?${params}`)
      ).data;
    },
    placeholderData: keepPreviousData,
  });
export const usePopEtcQueue = (f: PopEtcFilter) => useQuery(popEtcQueueQuery(f));

/** GET /admin/approvals (proposed): the disbursals waiting, for their payload hash. */
export const disbursalProposalsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'approvals', 'pop-etc'],
    queryFn: async () =>
      (await api.get<{ proposals: Proposal[]; total: number }>('/admin/approvals?status=proposed')).data
        .proposals,
  });
export const useDisbursalProposals = () => useQuery(disbursalProposalsQuery());

function useReloading<T>(fn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /admin/popetc/:id/propose */
export const useProposeDisbursal = () =>
  useReloading((id: number) => api.post(`/admin/popetc/${id}/propose`));
/** POST /admin/approvals/:id/approve {payload_hash} */
export const useApproveProposal = () =>
  useReloading((p: Proposal) =>
    api.post(`/admin/approvals/${p.id}/approve`, { payload_hash: p.payload_hash }),
  );
/** POST /admin/approvals/:id/reject {reason} */
export const useRejectProposal = () =>
  useReloading((a: { id: number; reason: string }) =>
    api.post(`/admin/approvals/${a.id}/reject`, { reason: a.reason }),
  );
