import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /debitmethod: what the weekly debit charges now (card, bank account or nothing), the card and the latest mandate. */
export const debitMethodQuery = () =>
  queryOptions({
    queryKey: ['debitmethod'],
    queryFn: async () => (await request('GET /debitmethod')).data,
  });

export const useDebitMethod = () => useQuery(debitMethodQuery());
