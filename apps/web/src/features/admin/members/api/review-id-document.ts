import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentReviewBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { memberIdDocumentsQuery } from './member-id-documents.ts';
import { membersKey } from './members.ts';

/** POST /admin/members/:id/id-documents/:docId/review {decision, reason?}: the tier shows in the list too. */
export function useReviewIdDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ docId, review }: { docId: number; review: IdDocumentReviewBody }) =>
      request('POST /admin/members/{id}/id-documents/{docId}/review', {
        params: { id, docId },
        body: review,
        showSuccess: true,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memberIdDocumentsQuery(id).queryKey }),
        client.invalidateQueries({ queryKey: membersKey }),
      ]),
  });
}
