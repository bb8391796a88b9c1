import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutTab } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** Every payout list and the batches: the first part of their keys, read again after an action. */
export const payoutsKey = [...consoleKey, 'payouts'] as const;

/** GET /admin/payouts?status=&page=: one tab of payouts (oldest waiting first) and the tab's total. */
export const payoutsQuery = (status: PayoutTab, page: number) =>
  queryOptions({
    queryKey: [...payoutsKey, status, page],
    queryFn: async () =>
      (await request('GET /admin/payouts', { search: new URLSearchParams({ status, page: String(page) }) }))
        .data,
    placeholderData: keepPreviousData,
  });

export const usePayouts = (status: PayoutTab, page: number) => useQuery(payoutsQuery(status, page));
