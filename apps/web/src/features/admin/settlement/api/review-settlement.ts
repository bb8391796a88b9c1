import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { settlementsKey } from './settlements-list.ts';

/** POST /admin/settlements/:id/review {note}: finance closes a flagged settlement with what was found. */
export function useReviewSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) =>
      request('POST /admin/settlements/{id}/review', {
        params: { id: input.id },
        body: { note: input.note },
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });
}
