import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** Every search's pages: the first part of their keys. */
export const membersKey = [...consoleKey, 'members'] as const;

/** The search, its filters (empty: any) and the page, as the address holds them. */
export interface MembersFilter {
  q: string;
  page: number;
  plan?: string;
  status?: string;
  arrears?: string;
  id_check?: string;
}

const FILTERS = ['plan', 'status', 'arrears', 'id_check'] as const;

/** The query string of a search and its filters (never empty values). */
export function membersParams(f: Omit<MembersFilter, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim());
  for (const k of FILTERS) if (f[k]) params.set(k, f[k] as string);
  return params;
}

/** GET /admin/members?q=&page=: a page of members matching the search (all members, newest first, without one). */
export const membersQuery = (f: MembersFilter) =>
  queryOptions({
    queryKey: [...membersKey, f],
    queryFn: async () => {
      const params = membersParams(f);
      params.set('page', String(f.page));
      return (await request('GET /admin/members', { search: params })).data;
    },
    // The table keeps the page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMembers = (f: MembersFilter) => useQuery(membersQuery(f));
