import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { conversationsQuery } from './conversations.ts';

/** POST /chat/conversations/:id/end: closes a conversation (a visitor's transcript is mailed). */
export function useEndConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request('POST /chat/conversations/{id}/end', { params: { id }, showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsQuery().queryKey }),
  });
}
