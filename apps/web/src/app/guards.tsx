import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { hasIdAndPin, session, useSessionUser } from '../lib/session.ts';

/**
 * Login-required routes (part 1 section 2, part 2 section 2.1): a signed-out visitor goes to /login
 * and comes back after signing in. A signed-in user with no Trust Fund Pin has not started a plan
 * yet, so goes to the plan pages: the plan chosen earlier (/trustplans) or the plan list.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user?.u_id) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }
  if (!user.u_tfp_pin)
    return <Navigate to={session.get('planId') != null ? paths.trustplans : paths.viewplans} replace />;
  return children;
}

/** /register, /forgot, /reset, /viewplans and /loans send a member (id and pin) to /dashboard. */
export function RedirectMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (hasIdAndPin(user)) return <Navigate to={paths.dashboard} replace />;
  return children;
}
