import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRUST_MEMBERS_PER_PAGE } from '@trust/shared/contracts/trust-network';
import { request } from '../../../lib/api-client.ts';

/** POST /trustmemberslisting {offset, count}: one page of my network, requests awaiting my answer first. */
export const trustMembersQuery = (page: number) =>
  queryOptions({
    queryKey: ['trustmemberslisting', page],
    queryFn: async () =>
      (
        await request('POST /trustmemberslisting', {
          body: {
            offset: page,
            count: TRUST_MEMBERS_PER_PAGE,
          },
        })
      ).data,
  });

export const useTrustMembers = (page: number) => useQuery(trustMembersQuery(page));
