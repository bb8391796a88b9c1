import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LendingName, RepayStarted } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';
import { refreshFigures } from './refresh.ts';

const PATHS: Record<LendingName, string> = {
  loan: '/loanrepayement',
  pop: '/poprepayement',
  etc: '/etcrepayement',
};

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
      api.post<RepayStarted>(PATHS[what], { [`${what}_amount`]: amount, payment_method: method }),
    onSuccess: (_res, input) => {
      if (input.method === 'transfer') refreshFigures(client);
    },
  });
}
