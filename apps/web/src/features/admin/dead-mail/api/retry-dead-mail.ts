import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { deadMailCountQuery } from '../../shared/api/dead-mail-count.ts';
import { deadMailQuery } from './dead-mail-list.ts';

/** POST /admin/dead-mail/:id/retry: puts the email back in the outbox. */
export function useRetryDeadMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request('POST /admin/dead-mail/{id}/retry', { params: { id }, showError: true, showSuccess: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deadMailQuery().queryKey }),
        client.invalidateQueries({ queryKey: deadMailCountQuery().queryKey }),
      ]),
  });
}
