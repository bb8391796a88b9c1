import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';
import { awaitedTransfersKey } from './awaited-transfers.ts';

export interface ProposeTransfer {
  tfp: string;
  amount: string;
  reference: string;
  payment_reference?: string;
}

/** POST /admin/transfers/propose: the dialog shows a refusal itself; the queue and the approvals read again. */
export function useProposeTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeTransfer) =>
      request('POST /admin/transfers/propose', { body, showSuccess: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: awaitedTransfersKey }),
        client.invalidateQueries({ queryKey: approvalsKey }),
      ]),
  });
}
