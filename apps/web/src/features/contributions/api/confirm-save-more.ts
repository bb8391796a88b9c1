import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userContributionQuery } from '../../../api/contributions.ts';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { request } from '../../../lib/api-client.ts';

/** The return from the checkout (?reference=&trxref=): the server verifies and credits the contribution once. */
export function useConfirmSaveMore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      request('POST /usermakeupfrontcontributioncallback', { body: { reference } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userContributionQuery().queryKey });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
    },
  });
}
