import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export const memberKey = (id: number) => ['admin', 'member', id] as const;

/** GET /admin/members/:id: everything the console shows about one member. */
export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: memberKey(id),
    queryFn: async () => (await api.get<AdminMemberDetail>(`/admin/members/${id}`)).data,
    // A 404 (no such member) is an answer, not a hiccup to retry.
    retry: false,
  });

export const useMember = (id: number) => useQuery(memberQuery(id));
