import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /debitmethod/mandate: starts a mandate; the member leaves for the bank page it answers. */
export function useStartMandate() {
  return useMutation({
    mutationFn: async () => (await request('POST /debitmethod/mandate')).data,
    onSuccess: (started) => window.location.assign(started.redirect_url),
  });
}
