import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankReviewDecisionBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';

const KEY = ['admin', 'bank-reviews'];

/** GET /admin/bank-reviews: payout accounts whose name is not the member's, the longest waiting first. */
export const useBankReviews = () =>
  useQuery({ queryKey: KEY, queryFn: async () => (await request('GET /admin/bank-reviews')).data });

/** POST /admin/bank-reviews/:id {decision}: approves or rejects a member's payout account (audited). */
export function useDecideBankReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: number } & BankReviewDecisionBody) =>
      request('POST /admin/bank-reviews/{id}', {
        params: { id: input.memberId },
        body: { decision: input.decision, reason: input.reason } satisfies BankReviewDecisionBody,
        showError: true,
        showSuccess: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
