import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepayPayment } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';
import { refreshFigures } from './refresh.ts';

/** POST /repaymentcallback {reference}: the return from the checkout; the server settles it once. */
export function useConfirmRepayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => api.post<RepayPayment>('/repaymentcallback', { reference }),
    onSettled: () => refreshFigures(client),
  });
}
