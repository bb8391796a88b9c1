import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupLinksBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/group-links: the external group chat of each expert entry, or null (the in-app /chat). */
export const groupLinksQuery = () =>
  queryOptions({
    queryKey: ['chat-group-links'],
    queryFn: async () => (await request('GET /chat/group-links')).data,
    staleTime: 5 * 60_000,
  });

export const useGroupLinks = () => useQuery(groupLinksQuery());

/** POST /admin/chat-group-links: an operator sets the links (an empty one: the in-app chat). */
export function useSaveGroupLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupLinksBody) =>
      request('POST /admin/chat-group-links', { body, showSuccess: true, showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupLinksQuery().queryKey }),
  });
}
