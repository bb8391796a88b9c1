import { useMutation } from '@tanstack/react-query';
import type { SaveMoreCheckout } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /usermakeupfrontcontribution {con_week, con_amount, con_currency}: answers the checkout address. */
export const useStartSaveMore = () =>
  useMutation({
    mutationFn: (body: { con_week: number; con_amount: number; con_currency: string }) =>
      api.post<SaveMoreCheckout>('/usermakeupfrontcontribution', body, {
        showError: true,
      }),
  });
