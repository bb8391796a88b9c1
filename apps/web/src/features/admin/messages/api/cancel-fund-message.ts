import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { messagesKey } from './fund-messages.ts';

/** POST /admin/messages/:id/cancel: a message not yet started is never sent. */
export function useCancelFundMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request('POST /admin/messages/{id}/cancel', { params: { id }, showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}
