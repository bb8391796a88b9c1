import type { QueryClient } from '@tanstack/react-query';
import { userContributionQuery } from './contributions.ts';
import { dashboardQuery } from './dashboard.ts';
import { trustWalletQuery } from './trust-wallet.ts';

/** After a redeem or a repayment the figures reload (part 2 section 4.15): the wallet's and the dashboard's. */
export function refreshFigures(client: QueryClient) {
  void client.invalidateQueries({ queryKey: trustWalletQuery().queryKey });
  void client.invalidateQueries({ queryKey: userContributionQuery().queryKey });
  void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
}
