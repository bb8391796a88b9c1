import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { hasIdAndPin, useSessionUser } from '../../../lib/session.ts';
import { SiteHeader } from '../../../ui/site-header.tsx';
import s from './landing.module.css';

const LANDING_ANCHORS = [
  { href: '#howitworks', label: 'How it Works' },
  { href: '#trustplans', label: 'Trust Plans' },
  { href: '#faq', label: 'FAQ' },
  { href: '#videos', label: 'Videos' },
  { href: '#testimonies', label: 'Testimonies' },
] as const;

function Anchors({ className }: { className?: string }) {
  return (
    <div className={className}>
      {LANDING_ANCHORS.map((a) => (
        <a key={a.href} href={a.href}>
          {a.label}
        </a>
      ))}
    </div>
  );
}

/** Login, and Register, which reads Go To Dashboard for a signed-in member (one with both an id and a pin). */
function AccountLinks() {
  const isMember = hasIdAndPin(useSessionUser());
  return (
    <>
      <Link to={paths.login} className={`${s.buttonOutline} ${s.buttonSmall}`}>
        Login
      </Link>
      <Link to={isMember ? paths.dashboard : paths.register} className={`${s.button} ${s.buttonSmall}`}>
        {isMember ? 'Go To Dashboard' : 'Register'}
      </Link>
    </>
  );
}

/**
 * The landing page's top bar (part 1 section 2): the logo, section anchors (a second row on a phone),
 * Login and Register.
 */
export function LandingTopBar() {
  return (
    <SiteHeader
      homeTo={paths.home}
      below={
        <div className={s.anchorsRow}>
          <Anchors className={s.anchors} />
        </div>
      }
    >
      <Anchors className={`${s.anchors} ${s.anchorsInline}`} />
      <AccountLinks />
    </SiteHeader>
  );
}

/** The header of every other public page: the logo (the way home), Login and Register. */
export function PublicHeader() {
  return (
    <SiteHeader homeTo={paths.home}>
      <AccountLinks />
    </SiteHeader>
  );
}
