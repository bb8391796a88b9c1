import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupLinksBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';
import { groupLinksQuery } from './group-links.ts';

/** POST /admin/chat-group-links: an operator sets the links (an empty one: the in-app chat). */
export function useSaveGroupLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupLinksBody) =>
      request('POST /admin/chat-group-links', { body, showSuccess: true, showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupLinksQuery().queryKey }),
  });
}
