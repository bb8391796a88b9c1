import { queryOptions } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/**
 * GET /paymentreceipt: the receipt of a payment: a plan, an upgrade, a Save More (a card-setup reference answers for its plan
 * payment). Retried twice: the receipt of a payment just confirmed may be a moment behind.
 */
export const receiptQuery = (reference: string) =>
  queryOptions({
    queryKey: ['receipt', reference],
    queryFn: async () =>
      (await request('GET /paymentreceipt', { search: `reference=${encodeURIComponent(reference)}` })).data,
    enabled: reference !== '',
    retry: 2,
  });
