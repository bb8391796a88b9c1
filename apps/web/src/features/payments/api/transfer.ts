import { queryOptions } from '@tanstack/react-query';
import type { TransferDetails } from '@trust/shared/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /userplantransfer: pay this plan by bank transfer; answers the details to show. Asked once per
 * plan (no retry: a refusal is shown as it is).
 */
export const transferDetailsQuery = (planId: number) =>
  queryOptions({
    queryKey: ['transfer', planId],
    queryFn: async () =>
      (await api.post<TransferDetails>('/userplantransfer', { planid: planId }, { showError: true })).data,
    enabled: planId > 0,
    retry: false,
  });
