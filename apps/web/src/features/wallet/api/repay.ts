import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LendingName } from '@trust/shared';
import { refreshFigures } from '../../../api/refresh-figures.ts';
import { request } from '../../../lib/api-client.ts';

const CALLS = {
  loan: 'POST /loanrepayement',
  pop: 'POST /poprepayement',
  etc: 'POST /etcrepayement',
} as const satisfies Record<LendingName, string>;

export interface RepayInput {
  what: LendingName;
  /** Naira, as the form shows them. */
  amount: number;
  method: 'card' | 'transfer';
}

/**
 * POST /loanrepayement {loan_amount} (/poprepayement {pop_amount}, /etcrepayement {etc_amount}): by card
 * answers the checkout address; by transfer notes it for an operator, and the figures reload.
 */
export function useRepay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ what, amount, method }: RepayInput) =>
      request(CALLS[what], { body: { [`${what}_amount`]: amount, payment_method: method } }),
    onSuccess: (_res, input) => {
      if (input.method === 'transfer') refreshFigures(client);
    },
  });
}
