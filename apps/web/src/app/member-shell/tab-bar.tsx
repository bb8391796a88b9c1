import { Link } from 'react-router';
import { isCurrent, type visibleTabs } from './nav.ts';
import { NAV_ICONS } from './nav-icons.ts';
import s from './shell.module.css';

const MoreIcon = NAV_ICONS.More;

/**
 * The phone's bottom tab bar (below the sm breakpoint): Home, Save, Loans, Network, Me and More. The tab
 * of the page on screen has aria-current="page"; More is highlighted when the page is one it lists.
 */
export function TabBar({
  tabs,
  pathname,
  moreCurrent,
  moreOpen,
  onMore,
}: {
  tabs: ReturnType<typeof visibleTabs>;
  pathname: string;
  moreCurrent: boolean;
  moreOpen: boolean;
  onMore: () => void;
}) {
  return (
    <nav aria-label="Member tabs" className={s.tabBar}>
      {tabs.map(({ label, entry }) => {
        const Icon = NAV_ICONS[label];
        return (
          <Link
            key={label}
            to={entry.to}
            className={s.tab}
            aria-current={isCurrent(entry, pathname) ? 'page' : undefined}
          >
            {Icon && <Icon size={24} stroke={1.75} aria-hidden />}
            <span>{label}</span>
          </Link>
        );
      })}
      <button
        type="button"
        className={s.tab}
        data-current={moreCurrent || undefined}
        aria-haspopup="dialog"
        aria-expanded={moreOpen}
        onClick={onMore}
      >
        {MoreIcon && <MoreIcon size={24} stroke={1.75} aria-hidden />}
        <span>More</span>
      </button>
    </nav>
  );
}
