import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/bank-reviews: payout accounts whose name is not the member's, the longest waiting first. */
export const bankReviewsQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'bank-reviews'],
    queryFn: async () => (await request('GET /admin/bank-reviews')).data,
  });

export const useBankReviews = () => useQuery(bankReviewsQuery());
