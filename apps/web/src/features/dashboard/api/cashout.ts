import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashoutBody } from '@trust/shared';
import { userContributionQuery } from '../../../api/contributions.ts';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /cashout {cashout_amount in naira, code}; the figures reload afterwards (part 2 section 4.15). */
export function useCashout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, code }: { amount: number; code: string }) =>
      request('POST /cashout', { body: { cashout_amount: amount, code } satisfies CashoutBody }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userContributionQuery().queryKey });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
    },
  });
}
