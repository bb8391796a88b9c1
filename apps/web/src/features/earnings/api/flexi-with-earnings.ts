import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlexiPlanByEarningsBody } from '@trust/shared';
import { reloadFigures } from '../../../api/reload-figures.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /userftmplanpaymentbyearning: flexi_type 1 quotes the fee, 2 starts FLEXI from earnings. */
export function useFlexiWithEarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FlexiPlanByEarningsBody) => request('POST /userftmplanpaymentbyearning', { body }),
    onSettled: (_data, _error, body) => {
      if (body.flexi_type === 2) reloadFigures(client);
    },
  });
}
