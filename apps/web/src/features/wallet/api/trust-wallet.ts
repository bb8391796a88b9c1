import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustWallet } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /usertrustwallet (part 2 section 3): earnings, loan, POP and ETC figures with their statuses. */
export const trustWalletQuery = () =>
  queryOptions({
    queryKey: ['usertrustwallet'],
    queryFn: async () => (await api.get<TrustWallet>('/usertrustwallet')).data,
  });

export const useTrustWallet = () => useQuery(trustWalletQuery());
