import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditUncreditedBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { uncreditedTransfersQuery } from './uncredited-transfers.ts';

/** POST /admin/uncredited-transfers/:id/credit {tfp}: proposes the credit; another operator approves it. */
export function useProposeUncreditedCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & CreditUncreditedBody) =>
      request('POST /admin/uncredited-transfers/{id}/credit', {
        params: { id: input.id },
        body: { tfp: input.tfp } satisfies CreditUncreditedBody,
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: uncreditedTransfersQuery().queryKey }),
  });
}
