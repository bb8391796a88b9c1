import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLoan, Proposal } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/loans?state=: the newest loan applications, of one state or all. */
export const useAdminLoans = (state: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'loans', state],
      queryFn: async () =>
        (await api.get<{ loans: AdminLoan[] }>(`/admin/loans${state ? `?state=${state}` : ''}`)).data.loans,
    }),
  );

/** GET /admin/approvals?kind=loan-disbursal: the disbursals waiting for approval. */
export const useDisbursals = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'approvals', 'loan-disbursal'],
      queryFn: async () =>
        (
          await api.get<{ proposals: Proposal[]; total: number }>(
            '/admin/approvals?kind=loan-disbursal&status=proposed',
          )
        ).data.proposals,
    }),
  );

/** Approve (with the payload hash the operator read) or reject (with a reason) a disbursal. */
export function useDecideDisbursal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { proposal: Proposal; approve: boolean; reason?: string }) =>
      d.approve
        ? api.post(`/admin/approvals/${d.proposal.id}/approve`, { payload_hash: d.proposal.payload_hash })
        : api.post(`/admin/approvals/${d.proposal.id}/reject`, { reason: d.reason ?? '' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'approvals'] });
      void client.invalidateQueries({ queryKey: ['admin', 'loans'] });
    },
  });
}

/** POST /admin/loans/:id/propose: propose the disbursal of an approved loan (another operator approves). */
export function useProposeLoanDisbursal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (loanId: number) => api.post<Proposal>(`/admin/loans/${loanId}/propose`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'approvals'] });
      void client.invalidateQueries({ queryKey: ['admin', 'loans'] });
    },
  });
}
