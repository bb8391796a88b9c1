import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/inbox/:kind/:id: one message and its replies. */
export const inboxThreadQuery = (kind: InboxKind, id: number) =>
  queryOptions({
    queryKey: [...consoleKey, 'inbox-thread', kind, id],
    queryFn: async () => (await request('GET /admin/inbox/{kind}/{id}', { params: { kind, id } })).data,
  });

/** The open message's thread; nothing is read while none is open. */
export const useInboxThread = (item: { kind: InboxKind; id: number } | null) =>
  useQuery({ ...inboxThreadQuery(item?.kind ?? 'enquiry', item?.id ?? 0), enabled: item != null });
