import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../api/user.ts';
import { request } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { planChangeListQuery } from './plan-change-list.ts';

/**
 * The return from the provider on /profile (?reference=&trxref=): POST /userplanpaymentcallback
 * verifies the payment and answers where it stands, with the member as they are now.
 */
export function useVerifyPlanPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reference: string) => {
      const res = await request('POST /userplanpaymentcallback', { body: { payment_data: reference } });
      session.mergeUser(res.data.user);
      return res.data.pr_response;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: planChangeListQuery().queryKey });
      // The member layout's read of /user starts with the page, beside this verification.
      void refreshCurrentUser(client);
    },
  });
}
