import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';

/**
 * GET /user: the member's current record. It is merged into the stored user (part 1 section 4), so
 * a pin assigned or a profile changed elsewhere shows everywhere.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async ({ signal }) => {
      const { data } = await request('GET /user');
      // A read cancelled while in flight (a change made since needs a fresh one) must not put its older
      // record over the newer one already stored.
      if (!signal.aborted) session.mergeUser(data);
      return data;
    },
  });

export const useCurrentUser = (opts: { refetchOnWindowFocus?: boolean | 'always' } = {}) =>
  useQuery({ ...currentUserQuery(), ...opts });

/**
 * Reads the member again after a change they just made (a plan changed or paid for). A read already in
 * flight may have been answered before the change, and fetchQuery would hand back that same read: it is
 * cancelled first (its answer is then not merged) and a new one made.
 */
export async function refreshCurrentUser(client: QueryClient) {
  await client.cancelQueries({ queryKey: currentUserQuery().queryKey });
  return client.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
}
