import type { QueryClient } from '@tanstack/react-query';
import { userContributionQuery } from './contributions.ts';
import { dashboardQuery } from './dashboard.ts';
import { earningsQuery } from './earnings.ts';
import { currentUserQuery } from './user.ts';

/** After a redeem, a conversion or a plan from earnings the figures reload (part 2 section 4.15). */
export function reloadFigures(client: QueryClient) {
  for (const key of [earningsQuery().queryKey, dashboardQuery().queryKey, userContributionQuery().queryKey]) {
    void client.invalidateQueries({ queryKey: key });
  }
  void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
}
