import { userContributionQuery } from '../api/contributions.ts';
import { dashboardQuery } from '../api/dashboard.ts';
import { paths } from '../config/paths.ts';
import { meetingsQuery } from '../features/dashboard/api/meetings.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * On the dashboard (where the app opens), its screen's code (with Mantine's scope and zod's browser
 * settings, which every screen loads with it: app/route-elements.tsx) and the member's figures are
 * asked for at once, beside the member shell's code, rather than after it. Elsewhere nothing. What is
 * already on its way is not asked for twice: a module is fetched once, a query is deduplicated.
 */
export function prefetchDashboard(): void {
  const { pathname } = window.location;
  if (pathname !== paths.dashboard && pathname !== paths.userdashboard) return;
  void import('../ui/mantine-scope.tsx');
  void import('../lib/zod-config.ts');
  void import('../features/dashboard/pages/dashboard-page.tsx');
  void queryClient.prefetchQuery(dashboardQuery());
  void queryClient.prefetchQuery(userContributionQuery());
  void queryClient.prefetchQuery(meetingsQuery());
}
