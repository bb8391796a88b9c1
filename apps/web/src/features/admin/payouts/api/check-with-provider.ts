import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { payoutsKey } from './payouts-list.ts';

/** POST /admin/payouts/:id/check-provider: asks the provider where a transfer stuck in Sending stands. */
export function useCheckWithProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      request('POST /admin/payouts/{id}/check-provider', {
        params: { id: payoutId },
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutsKey }),
  });
}
