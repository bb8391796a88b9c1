import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMembersPage } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export interface MembersFilter {
  q: string;
  page: number;
}

/** GET /admin/members?q=&page=: a page of members matching the search (all members, newest first, without one). */
export const membersQuery = (f: MembersFilter) =>
  queryOptions({
    queryKey: ['admin', 'members', f],
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(f.page) });
      if (f.q.trim()) params.set('q', f.q.trim());
      return (await api.get<AdminMembersPage>(`/admin/members?${params}`)).data;
    },
    // The table keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMembers = (f: MembersFilter) => useQuery(membersQuery(f));
