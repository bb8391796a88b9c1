import { paths } from '../config/paths.ts';
import { hasIdAndPin, isOperator, session } from '../lib/session.ts';
import { prefetchDashboard } from './dashboard-prefetch.ts';

/**
 * A signed-in member opening the app on the dashboard (its start_url): the route table, the member
 * shell, the screen and the member's figures are all asked for as the app starts, side by side, rather
 * than one after the other as the router reaches each (the table, then the shell, then the screen).
 * Only for a member, whom the route lets in: a visitor's calls would only be refused.
 */
export function startMemberHome(): void {
  const { pathname } = window.location;
  if (pathname !== paths.dashboard && pathname !== paths.userdashboard) return;
  const user = session.user();
  if (!hasIdAndPin(user) || isOperator(user)) return;
  void import('./area-routes.tsx');
  void import('./member-layout.tsx');
  prefetchDashboard();
}
