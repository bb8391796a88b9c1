import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { hasIdAndPin, isOperator, session, useSessionUser } from '../lib/session.ts';

/** To /login, coming back here after signing in. */
function ToLogin() {
  const location = useLocation();
  return (
    <Navigate
      to={paths.login}
      replace
      state={{ from: location.pathname + location.search + location.hash }}
    />
  );
}

/**
 * Login-required routes (part 1 section 2, part 2 section 2.1): a signed-out visitor goes to /login
 * and comes back after signing in. An operator has no member area and goes to the console. A
 * signed-in user with no Trust Fund Pin has not started a plan yet, so goes to the plan pages: the
 * plan chosen earlier (/trustplans) or the plan list.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user?.u_id) return <ToLogin />;
  if (isOperator(user)) return <Navigate to={paths.admin} replace />;
  if (!user.u_tfp_pin)
    return <Navigate to={session.get('planId') != null ? paths.trustplans : paths.viewplans} replace />;
  return children;
}

/**
 * The console (/admin and below): operators only. A signed-out visitor goes to /login and comes
 * back; a member goes to their dashboard. The server checks the role on every call as well.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user?.u_id) return <ToLogin />;
  if (!isOperator(user)) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** /register, /forgot, /reset, /viewplans and /loans send a member (id and pin) to /dashboard. */
export function RedirectMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (isOperator(user)) return <Navigate to={paths.admin} replace />;
  if (hasIdAndPin(user)) return <Navigate to={paths.dashboard} replace />;
  return children;
}
