import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { type SessionUser, session } from '../lib/session.ts';

/**
 * GET /user: the member's current record. It is merged into the stored user (part 1 section 4), so
 * a pin assigned or a profile changed elsewhere shows everywhere.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async () => {
      const { data } = await api.get<SessionUser>('/user');
      session.mergeUser(data);
      return data;
    },
  });

export const useCurrentUser = () => useQuery(currentUserQuery());
