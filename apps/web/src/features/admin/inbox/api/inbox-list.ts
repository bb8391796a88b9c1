import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxKind, InboxStatus } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

export interface InboxFilter {
  kind: InboxKind | '';
  status: InboxStatus | '';
  page: number;
}

/** Every page of the inbox: the first part of their keys. */
export const inboxKey = [...consoleKey, 'inbox'] as const;

/** GET /admin/inbox?kind=&status=&page=: newest first. */
export const inboxQuery = (f: InboxFilter) =>
  queryOptions({
    queryKey: [...inboxKey, f],
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(f.page) });
      if (f.kind) params.set('kind', f.kind);
      if (f.status) params.set('status', f.status);
      return (await request('GET /admin/inbox', { search: params })).data;
    },
    placeholderData: keepPreviousData,
  });

export const useInbox = (f: InboxFilter) => useQuery(inboxQuery(f));
