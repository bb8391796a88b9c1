import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { notificationListQuery } from '../../../api/notification-list.ts';
import { request } from '../../../lib/api-client.ts';
import { trustMembersQuery } from './trust-members.ts';

export interface TrustAnswer {
  byuserid: number;
  touserid: number;
  accept: boolean;
}

/**
 * POST /addtrustmemberresponse {byuserid, touserid, trustrequest}: '1' accepts, '0' rejects. The list,
 * the dashboard (its trust rating) and the notifications reload.
 */
export function useAnswerTrustRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: TrustAnswer) =>
      request('POST /addtrustmemberresponse', {
        body: {
          byuserid: a.byuserid,
          touserid: a.touserid,
          trustrequest: a.accept ? '1' : '0',
        },
      }),
    onSuccess: () => {
      // Every page of the network: the key's part before the page.
      client.invalidateQueries({ queryKey: trustMembersQuery(1).queryKey.slice(0, 1) });
      client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
      client.invalidateQueries({ queryKey: notificationListQuery().queryKey });
    },
  });
}
