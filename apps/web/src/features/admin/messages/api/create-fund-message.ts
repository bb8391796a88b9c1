import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFundMessageBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { messagesKey } from './fund-messages.ts';

/** POST /admin/messages: writes the message; the job runner sends it at its time. */
export function useCreateFundMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFundMessageBody) => request('POST /admin/messages', { body, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}
