import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { payoutsKey } from './payouts-list.ts';

/** POST /admin/payouts/batches/:id/mark-sent: the fund's bank paid the CSV batch. */
export function useMarkBatchSent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) =>
      request('POST /admin/payouts/batches/{id}/mark-sent', {
        params: { id: batchId },
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutsKey }),
  });
}
