import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { payoutsKey } from './payouts-list.ts';

/** POST /admin/payouts/batches {payout_ids, method}: proposes a batch for a second operator. */
export function useProposeBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { payout_ids: number[]; method: 'transfer' | 'csv' }) =>
      request('POST /admin/payouts/batches', { body: input, showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutsKey }),
  });
}
