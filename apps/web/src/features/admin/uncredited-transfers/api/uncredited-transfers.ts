import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditUncreditedBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';

const KEY = ['admin', 'uncredited-transfers'];

/** GET /admin/uncredited-transfers: transfers into members' accounts that were not credited, oldest first. */
export const useUncreditedTransfers = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async () => (await request('GET /admin/uncredited-transfers')).data.transfers,
  });

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
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
