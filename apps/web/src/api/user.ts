import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@trust/shared/contracts/auth';
import { api } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';

/**
 * GET /user: the member's current record. It is merged into the stored user (part 1 section 4), so
 * a pin assigned or a profile changed elsewhere shows everywhere.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<UserView>('/user');
      // A read cancelled while in flight (a change made since needs a fresh one) must not put its older
      // record over the newer one already stored.
      if (!signal.aborted) session.mergeUser(data);
      return data;
    },
  });

export const useCurrentUser = (opts: { refetchOnWindowFocus?: boolean | 'always' } = {}) =>
  useQuery({ ...currentUserQuery(), ...opts });
