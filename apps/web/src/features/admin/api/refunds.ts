import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /admin/refunds: refunds the provider reports failed or needing attention, not yet closed. */
export const useRefunds = () =>
  useQuery({
    queryKey: ['admin', 'refunds'],
    queryFn: async () => (await api.get<{ refunds: AdminRefund[]; total: number }>('/admin/refunds')).data,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin', 'refunds'] });
}

/** POST /admin/refunds/:id/retry: asks the provider for the refund again. */
export function useRetryRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AdminRefund>(`/admin/refunds/${id}/retry`, {}, { showError: true, showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/refunds/:id/resolve {note}: closes the refund with what was done. */
export function useResolveRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) =>
      api.post<AdminRefund>(
        `/admin/refunds/${input.id}/resolve`,
        { note: input.note },
        { showSuccess: true },
      ),
    onSuccess: refresh,
  });
}
