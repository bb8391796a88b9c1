import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';
import s from './site-header.module.css';

/**
 * The header of every page outside the member area: the logo, which is the way home, then the page's
 * own actions (Login, Register) and an optional second row (the landing page's section anchors on a
 * phone). Plain CSS, so the landing page downloads no component styles for it.
 */
export function SiteHeader({
  homeTo,
  children,
  below,
}: {
  /** Where the logo leads: the landing page, or the dashboard for a signed-in member. */
  homeTo: string;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <header className={s.bar}>
      <nav aria-label="Main" className={s.container}>
        <div className={s.row}>
          <Link to={homeTo} className={s.home}>
            <Logo />
          </Link>
          {children}
        </div>
        {below}
      </nav>
    </header>
  );
}
