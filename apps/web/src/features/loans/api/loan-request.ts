import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLoans } from '../../../api/refresh-loans.ts';
import { request } from '../../../lib/api-client.ts';
import type { LoanDraft } from './loan-draft.ts';
import { trusterOptionsQuery } from './loan-trusters.ts';

/** POST /userloanrequest: 1 submits, 2 saves for later. */
export function useLoanRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, process }: { draft: LoanDraft; process: 1 | 2 }) =>
      request('POST /userloanrequest', {
        body: {
          loan_process: process,
          ...(draft.loanId ? { loan_id: draft.loanId } : {}),
          loan_amount: draft.amount,
          loan_repayment_date: draft.repaymentDate,
          trustmembers: {
            STM: draft.picked.STM.map((p) => ({ id: p.id, tfppin: p.pin })),
            GTM: draft.picked.GTM.map((p) => ({ id: p.id, tfppin: p.pin })),
            PTM: draft.picked.PTM.map((p) => ({ id: p.id, tfppin: p.pin })),
          },
        },
      }),
    onSuccess: () => {
      refreshLoans(client);
      void client.invalidateQueries({ queryKey: trusterOptionsQuery().queryKey });
    },
  });
}
