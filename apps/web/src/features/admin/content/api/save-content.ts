import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { contentItemsQuery } from './content-items.ts';

/** POST /admin/content/:kind (no id) or PUT /admin/content/:kind/:id: the form shows a refusal beside its fields. */
export function useSaveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id
        ? request('PUT /admin/content/{kind}/{id}', { params: { kind, id }, body })
        : request('POST /admin/content/{kind}', { params: { kind }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentItemsQuery(kind).queryKey }),
  });
}
