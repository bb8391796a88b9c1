import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EtcApplyBody, PopApplyBody, PopEtcApplication } from '@trust/shared';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { api } from '../../../lib/api-client.ts';
import { popEtcTermsQuery } from './terms.ts';

/** After applying, the badge, the wallet and the terms read the new status (part 2 section 4.15). */
function reload(client: QueryClient) {
  for (const key of [popEtcTermsQuery().queryKey, dashboardQuery().queryKey, ['usertrustwallet']]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** POST /emergencytravelcover */
export function useApplyEtc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EtcApplyBody) => api.post<PopEtcApplication>('/emergencytravelcover', body),
    onSuccess: () => reload(client),
  });
}

/** POST /purchaseorderpower */
export function useApplyPop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PopApplyBody) => api.post<PopEtcApplication>('/purchaseorderpower', body),
    onSuccess: () => reload(client),
  });
}
