import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

/** POST /admin/login-as {user_id}: a single-use link that opens the member's dashboard read-only. */
export function useViewAsLink(id: number) {
  return useMutation({
    mutationFn: async () => (await request('POST /admin/login-as', { body: { user_id: id } })).data.url,
  });
}
