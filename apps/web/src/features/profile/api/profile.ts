import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@trust/shared/contracts/profile';
import { request } from '../../../lib/api-client.ts';

/** The profile and bank fields under the spec's names, with the completeness items. */
export type { ProfileView };

/** GET /userprofile. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['userprofile'],
    queryFn: async () => (await request('GET /userprofile')).data,
  });

export const useProfile = () => useQuery(profileQuery());
