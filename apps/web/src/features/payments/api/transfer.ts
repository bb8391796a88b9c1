import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /userplantransfer: pay this plan by bank transfer; answers the details to show. Asked once per
 * plan (no retry: a refusal is shown as it is).
 */
export const transferDetailsQuery = (planId: number) =>
  queryOptions({
    queryKey: ['transfer', planId],
    queryFn: async () =>
      (await request('POST /userplantransfer', { body: { planid: planId }, showError: true })).data,
    enabled: planId > 0,
    retry: false,
  });
