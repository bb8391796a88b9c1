import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLoans } from '../../../api/refresh-loans.ts';
import { request } from '../../../lib/api-client.ts';
import { trusterOptionsQuery } from './loan-trusters.ts';

/** POST /usertrustpartnerresponse: TRUST (with the terms checked) or DECLINE. */
export function useTrustResponse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, trust }: { loanId: number; trust: boolean }) =>
      request('POST /usertrustpartnerresponse', {
        body: {
          trustresponse: trust ? 1 : 0,
          loanid: loanId,
          termschecked: trust ? 1 : 0,
        },
      }),
    onSuccess: () => {
      refreshLoans(client);
      void client.invalidateQueries({ queryKey: trusterOptionsQuery().queryKey });
    },
  });
}
