import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { refundsQuery } from './refunds-list.ts';

/** POST /admin/refunds/:id/resolve {note}: closes the refund with what was done. */
export function useResolveRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) =>
      request('POST /admin/refunds/{id}/resolve', {
        params: { id: input.id },
        body: { note: input.note },
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: refundsQuery().queryKey }),
  });
}
