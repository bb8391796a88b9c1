import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemBody } from '@trust/shared';
import { request } from '../lib/api-client.ts';
import { reloadFigures } from './reload-figures.ts';

/**
 * POST /referalreedem {redeem_amount in naira, request_id, code}: the payout is recorded for an operator to
 * send. request_id is chosen once per dialog, so a retry of the same request redeems once.
 */
export function useRedeemEarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { redeem_amount: number; request_id: string; code: string }) =>
      request('POST /referalreedem', { body: body satisfies RedeemBody }),
    onSettled: () => reloadFigures(client),
  });
}
