import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TransferDetails {
  plan_id: number;
  plan_name: string;
  membership_fee: number;
  weekly_contribution: number;
  total: number;
  narration: string;
  bank: { bank_name: string; account_number: string; account_name: string };
  ussd: { bank: string; code: string }[];
}

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
