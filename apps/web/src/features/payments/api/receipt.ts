import { queryOptions } from '@tanstack/react-query';
import type { PaymentReceipt } from '@trust/shared/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /paymentreceipt: the receipt of a plan payment (a card-setup reference answers for its plan
 * payment). Retried twice: the receipt of a payment just confirmed may be a moment behind.
 */
export const receiptQuery = (reference: string) =>
  queryOptions({
    queryKey: ['receipt', reference],
    queryFn: async () =>
      (await api.get<PaymentReceipt>(`/paymentreceipt?reference=${encodeURIComponent(reference)}`)).data,
    enabled: reference !== '',
    retry: 2,
  });
