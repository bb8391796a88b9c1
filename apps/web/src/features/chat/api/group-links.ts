import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupLinks, GroupLinksBody } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

const key = ['chat-group-links'] as const;

/** GET /chat/group-links: the external group chat of each expert entry, or null (the in-app /chat). */
export const useGroupLinks = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<GroupLinks>('/chat/group-links')).data,
    staleTime: 5 * 60_000,
  });

/** POST /admin/chat-group-links: an operator sets the links (an empty one: the in-app chat). */
export function useSaveGroupLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupLinksBody) =>
      api.post<GroupLinks>('/admin/chat-group-links', body, { showSuccess: true, showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
