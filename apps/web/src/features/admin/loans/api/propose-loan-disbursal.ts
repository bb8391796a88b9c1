import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';
import { adminLoansQuery } from './admin-loans.ts';

/** POST /admin/loans/:id/propose: propose the disbursal of an approved loan (another operator approves). */
export function useProposeLoanDisbursal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (loanId: number) => request('POST /admin/loans/{id}/propose', { params: { id: loanId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: approvalsKey });
      // Every state's list: the key's part before the state.
      void client.invalidateQueries({ queryKey: adminLoansQuery('').queryKey.slice(0, 2) });
    },
  });
}
