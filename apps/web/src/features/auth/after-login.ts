import { consoleHome } from '../../config/console-sections.ts';
import { paths } from '../../config/paths.ts';
import { isOperator } from '../../lib/session.ts';
/**
 * Where the browser goes after signing in (part 1 sections 4 and 6):
 * - an operator's view-as link (admin_login) opens /userdashboard;
 * - an operator (u_role admin, finance, support, …) goes to their console's first page (Members at
 *   /admin, or their role's first section), or back to the console page the login guard came from;
 * - a user with no plan yet (blank plan id and name) goes to the plan list, as after registering;
 * - otherwise back to the screen the login guard came from, or, for a mailed link (admin), to the
 *   notifications where trust and loan requests are answered, else /dashboard.
 */
export function destinationAfterLogin(
  user: { u_plan_id?: unknown; u_plan_name?: unknown; u_role?: unknown },
  opts: { from?: unknown; type?: 'admin' | 'admin_login' } = {},
): { to: string; fromRegister: boolean } {
  if (opts.type === 'admin_login') return { to: paths.userdashboard, fromRegister: false };
  if (isOperator(user)) {
    const from = safeReturnPath(opts.from);
    return { to: from && isConsolePath(from) ? from : consoleHome(String(user.u_role)), fromRegister: false };
  }
  if (!user.u_plan_id && !user.u_plan_name) return { to: paths.viewplans, fromRegister: true };
  const from = safeReturnPath(opts.from);
  if (from) return { to: from, fromRegister: false };
  return { to: opts.type === 'admin' ? paths.notifications : paths.dashboard, fromRegister: false };
}

const SIGN_IN_SCREENS: string[] = [paths.login, paths.register, paths.forgot, paths.reset, paths.invitation];

/** Only a path inside this site (never `//host` or a full URL), and never a sign-in screen. */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return null;
  const path = from.split(/[?#]/)[0] ?? '';
  return SIGN_IN_SCREENS.includes(path) ? null : from;
}

/** /admin and the pages under it. */
const isConsolePath = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);
