import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /addtrustmember {u_mem_tfpcode}: sends the request (or accepts theirs); the list reloads. */
export function useAddTrustMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ t_mem_name: string; t_mem_status: number }>('/addtrustmember', { u_mem_tfpcode: code }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['trustmemberslisting'] }),
  });
}
