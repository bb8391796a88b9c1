import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /getuserpaymentcard: the card the weekly debit charges (brand, last four) and the plan it pays. */
export const cardOnFileQuery = () =>
  queryOptions({
    queryKey: ['getuserpaymentcard'],
    queryFn: async () => (await request('GET /getuserpaymentcard')).data,
  });

export const useCardOnFile = () => useQuery(cardOnFileQuery());
