import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../lib/session.ts';

/**
 * Login-required routes (part 1 section 2): a signed-out visitor goes to /login and comes back
 * after signing in; a signed-in user with no plan yet (no Trust Fund Pin) goes to the plan pages.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user?.u_id) {
    return (
      <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
    );
  }
  if (!user.u_tfp_pin) return <Navigate to="/viewplans" replace />;
  return children;
}

/** /register, /forgot, /reset, /viewplans and /loans send a member (id and pin) to /dashboard. */
export function RedirectMember({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user?.u_id && user.u_tfp_pin) return <Navigate to="/dashboard" replace />;
  return children;
}
