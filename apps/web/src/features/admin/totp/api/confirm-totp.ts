import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { totpStatusQuery } from './totp-status.ts';

/** POST /admin/totp/confirm: the first code turns two-step sign-in on. */
export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await request('POST /admin/totp/confirm', { body: { code } })).message,
    onSuccess: () => client.invalidateQueries({ queryKey: totpStatusQuery().queryKey }),
  });
}
