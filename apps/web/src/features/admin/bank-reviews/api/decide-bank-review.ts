import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankReviewDecisionBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { bankReviewsQuery } from './bank-reviews.ts';

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
    onSuccess: () => client.invalidateQueries({ queryKey: bankReviewsQuery().queryKey }),
  });
}
