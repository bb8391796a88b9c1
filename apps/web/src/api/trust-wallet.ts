import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /usertrustwallet (part 2 section 3): earnings, loan, POP and ETC figures with their statuses. */
export const trustWalletQuery = () =>
  queryOptions({
    queryKey: ['usertrustwallet'],
    queryFn: async () => (await request('GET /usertrustwallet')).data,
  });

/**
 * `enabled` false while a repayment is being confirmed: a read started then could be answered with the
 * old figures and, arriving after the confirmation's refresh, stay on screen (TanStack Query gives a
 * first read still in flight to the refresh instead of starting another).
 */
export const useTrustWallet = (enabled = true) => useQuery({ ...trustWalletQuery(), enabled });
