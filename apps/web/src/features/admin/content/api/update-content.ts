import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { contentItemsQuery } from './content-items.ts';

/** PUT /admin/content/:kind/:id: the whole item again; the form shows a refusal beside its fields. */
export function useUpdateContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      request('PUT /admin/content/{kind}/{id}', { params: { kind, id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentItemsQuery(kind).queryKey }),
  });
}
