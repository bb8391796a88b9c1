import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardOnFile } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /getuserpaymentcard: the card the weekly debit charges (brand, last four) and the plan it pays. */
export const cardOnFileQuery = () =>
  queryOptions({
    queryKey: ['getuserpaymentcard'],
    queryFn: async () => (await api.get<CardOnFile>('/getuserpaymentcard')).data,
  });

export const useCardOnFile = () => useQuery(cardOnFileQuery());
