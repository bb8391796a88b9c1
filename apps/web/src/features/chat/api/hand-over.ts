import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { conversationsQuery } from './conversations.ts';

/** POST /chat/conversations/:id/handover: another expert of the kind takes the conversation. */
export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expertId }: { id: number; expertId: number }) =>
      request('POST /chat/conversations/{id}/handover', {
        params: { id },
        body: { expert_id: expertId },
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsQuery().queryKey }),
  });
}
