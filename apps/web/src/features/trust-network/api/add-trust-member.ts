import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { trustMembersQuery } from './trust-members.ts';

/** POST /addtrustmember {u_mem_tfpcode}: sends the request (or accepts theirs); the list reloads. */
export function useAddTrustMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request('POST /addtrustmember', { body: { u_mem_tfpcode: code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: trustMembersQuery(1).queryKey.slice(0, 1) }),
  });
}
