import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/content/:kind: every item of one kind, in the order the public site shows them. */
export const contentItemsQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: [...consoleKey, 'content', kind],
    queryFn: async () => (await request('GET /admin/content/{kind}', { params: { kind } })).data,
  });

export const useContentItems = (kind: ContentKind) => useQuery(contentItemsQuery(kind));
