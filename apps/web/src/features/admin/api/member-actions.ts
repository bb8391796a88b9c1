import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberKey } from './member.ts';

/** After an action the member's page and the lists read again. */
function useRefresh(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: memberKey(id) }),
      client.invalidateQueries({ queryKey: ['admin', 'members'] }),
    ]);
}

/** POST /admin/members/:id/unlock: lifts a lock for default (the server's answer in a pop-up). */
export function useUnlockMember(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: () => api.post(`/admin/members/${id}/unlock`, {}, { showError: true, showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/members/:id/terminate {reason}: the dialog shows a refusal itself. */
export function useTerminateMember(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (reason: string) =>
      api.post(`/admin/members/${id}/terminate`, { reason }, { showSuccess: true }),
    onSuccess: refresh,
  });
}

/** POST /admin/members/:id/resend-verification. */
export function useResendMemberVerification(id: number) {
  return useMutation({
    mutationFn: () =>
      api.post(`/admin/members/${id}/resend-verification`, {}, { showError: true, showSuccess: true }),
  });
}

/** POST /admin/login-as {user_id}: a single-use link that opens the member's dashboard read-only. */
export function useViewAsLink(id: number) {
  return useMutation({
    mutationFn: async () => (await api.post<{ url: string }>('/admin/login-as', { user_id: id })).data.url,
  });
}
