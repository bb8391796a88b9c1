import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashoutBody, CashoutResult } from '@trust/shared';
import { userContributionQuery } from '../../../api/contributions.ts';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /cashout {cashout_amount} in naira; the figures reload afterwards (part 2 section 4.15). */
export function useCashout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      api.post<CashoutResult>('/cashout', { cashout_amount: amount } satisfies CashoutBody),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: userContributionQuery().queryKey });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
    },
  });
}
