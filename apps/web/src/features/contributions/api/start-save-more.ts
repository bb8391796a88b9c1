import { useMutation } from '@tanstack/react-query';
import type { SaveMoreBody, SaveMoreCheckout } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /usermakeupfrontcontribution {con_week, con_amount in naira, con_currency}: answers the checkout address. */
export const useStartSaveMore = () =>
  useMutation({
    mutationFn: (body: { con_week: number; con_amount: number; con_currency: string }) =>
      api.post<SaveMoreCheckout>('/usermakeupfrontcontribution', body satisfies SaveMoreBody, {
        showError: true,
      }),
  });
