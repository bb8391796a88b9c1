import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitMethodQuery } from '../../../api/debit-method.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /debitmethod/card: the card pays the weekly debit again; the mandate ends. */
export function useChooseCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('POST /debitmethod/card'),
    onSuccess: (res) => client.setQueryData(debitMethodQuery().queryKey, res.data),
  });
}
