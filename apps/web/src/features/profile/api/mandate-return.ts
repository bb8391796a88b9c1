import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitMethodQuery } from '../../../api/debit-method.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /debitmethod/mandate/return: back from the bank page, where the mandate stands now. */
export function useMandateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => request('POST /debitmethod/mandate/return', { body: { reference } }),
    onSuccess: (res) => client.setQueryData(debitMethodQuery().queryKey, res.data),
  });
}
