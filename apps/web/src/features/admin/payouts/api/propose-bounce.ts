import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { payoutsKey } from './payouts-list.ts';

/** POST /admin/payouts/:id/bounce {reason}: proposes marking a sent CSV line failed (bounced). */
export function useProposeBounce() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      request('POST /admin/payouts/{id}/bounce', {
        params: { id: input.id },
        body: { reason: input.reason },
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutsKey }),
  });
}
