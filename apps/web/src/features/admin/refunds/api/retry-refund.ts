import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { refundsQuery } from './refunds-list.ts';

/** POST /admin/refunds/:id/retry: asks the provider for the refund again. */
export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request('POST /admin/refunds/{id}/retry', { params: { id }, showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: refundsQuery().queryKey }),
  });
}
