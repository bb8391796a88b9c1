import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EtcApplyBody, PopApplyBody } from '@trust/shared';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { popEtcTermsQuery } from '../../../api/pop-etc-terms.ts';
import { trustWalletQuery } from '../../../api/trust-wallet.ts';
import { request } from '../../../lib/api-client.ts';

/** After applying, the badge, the wallet and the terms read the new status (part 2 section 4.15). */
function reload(client: QueryClient) {
  for (const key of [popEtcTermsQuery().queryKey, dashboardQuery().queryKey, trustWalletQuery().queryKey]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** POST /emergencytravelcover */
export function useApplyEtc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EtcApplyBody) => request('POST /emergencytravelcover', { body }),
    onSuccess: () => reload(client),
  });
}

/** POST /purchaseorderpower */
export function useApplyPop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PopApplyBody) => request('POST /purchaseorderpower', { body }),
    onSuccess: () => reload(client),
  });
}
