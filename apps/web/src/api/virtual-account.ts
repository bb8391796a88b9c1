import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiCallError, request } from '../lib/api-client.ts';

/**
 * Why GET /virtualaccount refused with 409, when the member's BVN check is the way on: `waiting` (the
 * provider opens the account only once the BVN is identified, `data.waiting: "bvn"`) or `failed` (the
 * provider refused to assign it, `data.failed: true`). The card then points to the profile's ID check.
 */
export function bvnStateOf(error: unknown): 'waiting' | 'failed' | undefined {
  if (!(error instanceof ApiCallError) || error.status !== 409) return undefined;
  const data = error.data as { waiting?: unknown; failed?: unknown } | null;
  return data?.waiting === 'bvn' ? 'waiting' : data?.failed === true ? 'failed' : undefined;
}

/**
 * GET /virtualaccount: the member's own account number (opened on the first call). The transfer
 * page, the dashboard and the weekly contribution page show it; it never changes, so it is read once.
 */
export const virtualAccountQuery = () =>
  queryOptions({
    queryKey: ['virtualaccount'],
    queryFn: async () => (await request('GET /virtualaccount')).data,
    staleTime: Number.POSITIVE_INFINITY,
    // A 503 (the provider away) is said on the card; one more try is enough. A wait for the BVN is
    // (or a refusal to assign) is not retried: it lasts until the member's BVN is identified.
    retry: (count, error) => count < 1 && !bvnStateOf(error),
  });

export const useVirtualAccount = () => useQuery(virtualAccountQuery());
