import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeadMail } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/dead-mail: the emails given up on, with how many there are. */
export const useDeadMail = () =>
  useQuery({
    queryKey: ['admin', 'dead-mail'],
    queryFn: async () => (await api.get<{ count: number; mails: DeadMail[] }>('/admin/dead-mail')).data,
  });

/** GET /admin/dead-mail/count: how many emails are dead (shown on the Inbox). */
export const useDeadMailCount = (enabled = true) =>
  useQuery({
    queryKey: ['admin', 'dead-mail', 'count'],
    queryFn: async () => (await api.get<{ count: number }>('/admin/dead-mail/count')).data.count,
    enabled,
  });

/** POST /admin/dead-mail/:id/retry: puts the email back in the outbox. */
export function useRetryDeadMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DeadMail>(`/admin/dead-mail/${id}/retry`, {}, { showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'dead-mail'] }),
  });
}
