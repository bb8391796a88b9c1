import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout, PayoutBatch, PayoutTab } from '@trust/shared';
import { api, type DownloadedFile, download } from '../../../lib/api-client.ts';

interface PayoutsPage {
  payouts: AdminPayout[];
  total: number;
  total_amount: number;
}

/** GET /admin/payouts?status=&page=: one tab of payouts (oldest waiting first) and the tab's total. */
export const payoutsQuery = (status: PayoutTab, page: number) =>
  queryOptions({
    queryKey: ['admin', 'payouts', status, page],
    queryFn: async () =>
      (await api.get<PayoutsPage>(`/admin/payouts?${new URLSearchParams({ status, page: String(page) })}`))
        .data,
    placeholderData: keepPreviousData,
  });

export const usePayouts = (status: PayoutTab, page: number) => useQuery(payoutsQuery(status, page));

/** GET /admin/payouts/batches: the batches, newest first, each with its proposal. */
export const useBatches = () =>
  useQuery({
    queryKey: ['admin', 'payouts', 'batches'],
    queryFn: async () => (await api.get<{ batches: PayoutBatch[] }>('/admin/payouts/batches')).data.batches,
    // Transfers end by the provider's webhook, a moment after approval: look again until they have.
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'sending') ? 2000 : false),
  });

/** Every payout list and the batches read again after an action. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin', 'payouts'] });
}

/** POST /admin/payouts/batches {payout_ids, method}: proposes a batch for a second operator. */
export function useProposeBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { payout_ids: number[]; method: 'transfer' | 'csv' }) =>
      api.post<PayoutBatch>('/admin/payouts/batches', input, { showError: true, showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/approvals/:id/approve {payload_hash}: approving sends the batch (or readies its CSV). */
export function useApproveBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (proposal: { id: number; payload_hash: string }) =>
      api.post(
        `/admin/approvals/${proposal.id}/approve`,
        { payload_hash: proposal.payload_hash },
        { showError: true, showSuccess: true },
      ),
    onSuccess: refresh,
  });
}

/** POST /admin/approvals/:id/reject {reason}: the batch's payouts go back to pending. */
export function useRejectBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      api.post(`/admin/approvals/${input.id}/reject`, { reason: input.reason }, { showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/payouts/batches/:id/mark-sent: the fund's bank paid the CSV batch. */
export function useMarkBatchSent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (batchId: number) =>
      api.post(`/admin/payouts/batches/${batchId}/mark-sent`, {}, { showError: true, showSuccess: true }),
    onSuccess: refresh,
  });
}

/** GET /admin/payouts/batches/:id/csv: the bulk-payment file for the fund's bank. */
export const fetchBatchCsv = (batchId: number): Promise<DownloadedFile> =>
  download(`/admin/payouts/batches/${batchId}/csv`);

/** POST /admin/payouts/:id/check-provider: asks the provider where a transfer stuck in Sending stands. */
export function useCheckWithProvider() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (payoutId: number) =>
      api.post<AdminPayout>(
        `/admin/payouts/${payoutId}/check-provider`,
        {},
        { showError: true, showSuccess: true },
      ),
    onSuccess: refresh,
  });
}

/** POST /admin/payouts/:id/bounce {reason}: proposes marking a sent CSV line failed (bounced). */
export function useProposeBounce() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      api.post(`/admin/payouts/${input.id}/bounce`, { reason: input.reason }, { showSuccess: true }),
    onSuccess: refresh,
  });
}
