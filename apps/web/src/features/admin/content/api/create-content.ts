import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { contentItemsQuery } from './content-items.ts';

/** POST /admin/content/:kind: a new item; the form shows a refusal beside its fields. */
export function useCreateContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request('POST /admin/content/{kind}', { params: { kind }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentItemsQuery(kind).queryKey }),
  });
}
