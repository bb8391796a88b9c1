import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { inboxKey } from './inbox-list.ts';
import { inboxThreadQuery } from './inbox-thread.ts';

/**
 * POST /admin/inbox/:kind/:id/status: sets the message's status. The answer is the thread as it is now; the list reads
 * again for the new status.
 */
export function useInboxStatus(kind: InboxKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request('POST /admin/inbox/{kind}/{id}/status', { params: { kind, id }, body }),
    onSuccess: (res) => {
      client.setQueryData(inboxThreadQuery(kind, id).queryKey, res.data);
      return client.invalidateQueries({ queryKey: inboxKey });
    },
  });
}
