import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { popEtcTermsQuery } from '../../../api/pop-etc-terms.ts';
import { trustWalletQuery } from '../../../api/trust-wallet.ts';

/** After applying for POP or ETC, the badge, the wallet and the terms read the new status (part 2 section 4.15). */
export function reloadAfterApply(client: QueryClient) {
  for (const key of [popEtcTermsQuery().queryKey, dashboardQuery().queryKey, trustWalletQuery().queryKey]) {
    void client.invalidateQueries({ queryKey: key });
  }
}
