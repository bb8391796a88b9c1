import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';
import { refreshLoans } from './refresh-loans.ts';

/** POST /userloanaction {loan_action, code}: 1 withdraw (a granted loan's, with the member's code), 2 refund, 3 cancel. */
export function useLoanAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, loanId, code }: { action: 1 | 2 | 3; loanId?: number; code?: string }) =>
      request('POST /userloanaction', {
        body: {
          loan_action: action,
          loan_id: loanId,
          ...(code ? { code } : {}),
        },
      }),
    onSuccess: () => refreshLoans(client),
  });
}
