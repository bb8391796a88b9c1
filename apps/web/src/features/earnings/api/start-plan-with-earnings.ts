import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanByEarningsBody } from '@trust/shared';
import { reloadFigures } from '../../../api/reload-figures.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /usernonftmplanpaymentbyearning {planid}: SILVER, GOLD or PLATINUM paid from earnings. */
export function useStartPlanWithEarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planid: number) =>
      request('POST /usernonftmplanpaymentbyearning', {
        body: {
          planid,
          page_response: 1,
        } satisfies PlanByEarningsBody,
      }),
    onSettled: () => reloadFigures(client),
  });
}
