import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshFigures } from '../../../api/refresh-figures.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /repaymentcallback {reference}: the return from the checkout; the server settles it once. */
export function useConfirmRepayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => request('POST /repaymentcallback', { body: { reference } }),
    onSettled: () => refreshFigures(client),
  });
}
