import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import s from './landing.module.css';

export const LANDING_ANCHORS = [
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

export function Brand() {
  return (
    <Link to={paths.home} className={s.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Trust Fund
    </Link>
  );
}

/**
 * The landing page's top bar (part 1 section 2): section anchors, Login, and Register, which reads
 * Go To Dashboard for a signed-in member (one with both an id and a pin).
 */
export function LandingTopBar() {
  const user = useSessionUser();
  const isMember = Boolean(user?.u_id && user.u_tfp_pin);
  return (
    <header className={s.topBar}>
      <nav aria-label="Main" className={s.container}>
        <div className={s.topRow}>
          <Brand />
          <Anchors className={`${s.anchors} ${s.anchorsInline}`} />
          <Link to={paths.login} className={`${s.buttonOutline} ${s.buttonSmall}`}>
            Login
          </Link>
          {isMember ? (
            <Link to={paths.dashboard} className={`${s.button} ${s.buttonSmall}`}>
              Go To Dashboard
            </Link>
          ) : (
            <Link to={paths.register} className={`${s.button} ${s.buttonSmall}`}>
              Register
            </Link>
          )}
        </div>
        <div className={s.anchorsRow}>
          <Anchors className={s.anchors} />
        </div>
      </nav>
    </header>
  );
}

/** The header of the public text pages: the brand, Login and Register (or Go To Dashboard). */
export function PublicHeader() {
  const user = useSessionUser();
  const isMember = Boolean(user?.u_id && user.u_tfp_pin);
  return (
    <header className={s.topBar}>
      <nav aria-label="Main" className={s.container}>
        <div className={s.topRow}>
          <Brand />
          <Link to={paths.login} className={`${s.buttonOutline} ${s.buttonSmall}`}>
            Login
          </Link>
          <Link to={isMember ? paths.dashboard : paths.register} className={`${s.button} ${s.buttonSmall}`}>
            {isMember ? 'Go To Dashboard' : 'Register'}
          </Link>
        </div>
      </nav>
    </header>
  );
}
