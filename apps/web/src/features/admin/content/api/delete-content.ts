import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { contentItemsQuery } from './content-items.ts';

/** DELETE /admin/content/:kind/:id */
export function useDeleteContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('DELETE /admin/content/{kind}/{id}', { params: { kind, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentItemsQuery(kind).queryKey }),
  });
}
