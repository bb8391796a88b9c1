import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /messages/unsubscribe {token}: the signed link of an email from the fund, without signing in. */
export function useEmailUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => request('POST /messages/unsubscribe', { body: { token } }),
  });
}
