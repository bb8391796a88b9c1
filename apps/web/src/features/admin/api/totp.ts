import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment, TotpStatus } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'totp'];

/** GET /admin/totp: whether the signed-in operator uses two-step sign-in, and whether it is required. */
export const useTotpStatus = () =>
  useQuery({ queryKey: key, queryFn: async () => (await api.get<TotpStatus>('/admin/totp')).data });

/** POST /admin/totp/enrol: a new secret to scan. */
export const useStartTotp = () =>
  useMutation({ mutationFn: async () => (await api.post<TotpEnrolment>('/admin/totp/enrol', {})).data });

/** POST /admin/totp/confirm: the first code turns two-step sign-in on. */
export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.post<null>('/admin/totp/confirm', { code })).message,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
