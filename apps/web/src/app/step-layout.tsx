import { Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { hasIdAndPin, useSessionUser } from '../lib/session.ts';
import { SiteHeader } from '../ui/site-header.tsx';
import { SlimFooter } from '../ui/slim-footer.tsx';
import s from './step-layout.module.css';

/**
 * The joining steps' frame (card details, OTP, transfer, receipt, trust partner, invites, success): the
 * logo as the way home, which is the dashboard once the member has a pin, and the slim footer. No Login
 * or Register here: the visitor is in the middle of joining.
 */
export default function StepLayout() {
  const member = hasIdAndPin(useSessionUser());
  return (
    <div className={s.frame}>
      <SiteHeader homeTo={member ? paths.dashboard : paths.home} />
      <Outlet />
      <SlimFooter />
    </div>
  );
}
