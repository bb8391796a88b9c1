import { useMutation } from '@tanstack/react-query';
import type { SaveMoreBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

/** POST /usermakeupfrontcontribution {con_week, con_amount in naira, con_currency}: answers the checkout address. */
export const useStartSaveMore = () =>
  useMutation({
    mutationFn: (body: { con_week: number; con_amount: number; con_currency: string }) =>
      request('POST /usermakeupfrontcontribution', { body: body satisfies SaveMoreBody, showError: true }),
  });
