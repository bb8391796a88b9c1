import { Alert, AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { GroupLinks } from '@trust/shared';
import { USER_ACTIVE, USER_LOCKED, USER_TERMINATED } from '@trust/shared/user-status';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/user.ts';
import { useGroupLinks } from '../features/chat/api/group-links.ts';
import { useLiveNotificationCount } from '../features/notifications/api/live-count.ts';
import { usePush } from '../features/notifications/push/use-push.ts';
import { logout } from '../lib/logout.ts';
import { session, useSessionUserField } from '../lib/session.ts';
import { OnceShown } from '../ui/once-shown.tsx';
import { SlimFooter } from '../ui/slim-footer.tsx';
import { MemberHeader } from './member-shell/member-header.tsx';
import { isCurrent, moreGroups, type NavEntry, visibleGroups, visibleTabs } from './member-shell/nav.ts';
import { NavGroups } from './member-shell/nav-groups.tsx';
import s from './member-shell/shell.module.css';
import { TabBar } from './member-shell/tab-bar.tsx';

// The dialogs of the shell are drawn only when asked for, so their code (Mantine's modal and drawer, the
// focus trap, the scroll lock) is not part of the first load of every member screen.
const MoreSheet = lazy(() => import('./member-shell/more-sheet.tsx').then((m) => ({ default: m.MoreSheet })));
const MarketModal = lazy(() => import('./member-shell/market-modal.tsx'));
const AccountClosed = lazy(() => import('./member-shell/account-closed.tsx'));

/**
 * An operator viewing a member's account (login type admin_login, set by the view-as link). The route
 * alone says nothing: a member who opens /userdashboard sees their own dashboard, not the operator's
 * read-only banner.
 */
function useAdminLogin() {
  const loginType = useSessionUserField('u_login_type');
  return session.get<string>('loginType') === 'admin_login' || loginType === 'admin_login';
}

/** The phone's tab bar height: the shell keeps this much room under the page. */
const TAB_BAR_HEIGHT = 64;

/**
 * The signed-in member shell (part 2 section 2.2): the navbar (member-shell/member-header.tsx), the
 * sidebar in groups with icons, and on a phone (below sm) a bottom tab bar with a More sheet instead of
 * the sidebar. A locked member (u_status 3) or a terminated one (5) sees only a modal with Logout
 * (section 4.1).
 */
export function MemberLayout() {
  // Field by field: the member's record is merged into the session on every start and with each new
  // notification, and the shell (sidebar, tab bar, header) is drawn again only when what it reads changes.
  const accessToken = useSessionUserField('u_accesstoken');
  const storedStatus = useSessionUserField('u_status');
  const firstName = useSessionUserField('u_first_name');
  // Coming back to the tab refreshes the stored user, so the header's unread count is current; a
  // push arriving while the app is open refreshes it at once (usePush).
  useCurrentUser({ refetchOnWindowFocus: 'always' });
  // A new notification raises the badge at once, over the app's realtime channel.
  useLiveNotificationCount(accessToken ?? undefined);
  // Once after sign-in, a browser that already allows notifications sends its push subscription.
  usePush({ auto: true });
  const [sheetOpen, sheet] = useDisclosure(false);
  const [marketOpen, setMarketOpen] = useState(false);
  const adminLogin = useAdminLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groupLinks = useGroupLinks();
  // The sidebar is drawn from the sm breakpoint (48em) up; a phone, which shows the tab bar instead,
  // does not build its nineteen entries only to hide them.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const status = Number(storedStatus ?? USER_ACTIVE);

  if (status === USER_LOCKED || status === USER_TERMINATED) {
    return (
      <Suspense fallback={null}>
        <AccountClosed locked={status === USER_LOCKED} />
      </Suspense>
    );
  }

  const groups = visibleGroups(adminLogin);
  const more = moreGroups(groups);
  const choose = (entry: NavEntry) => {
    sheet.close();
    // An expert entry opens the external group chat an operator set, else the in-app chat (section 2.2).
    const link =
      'to' in entry && entry.state ? groupLinks.data?.[entry.state.expertType as keyof GroupLinks] : null;
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    else if ('to' in entry) navigate(entry.to, entry.state ? { state: entry.state } : undefined);
    else if (entry.action === 'logout') void logout();
    else setMarketOpen(true);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}
      // No footer element: the offset keeps the page clear of the phone's tab bar, which is a nav.
      footer={{ height: { base: TAB_BAR_HEIGHT, sm: 0 } }}
      padding="md"
    >
      <AppShell.Header>
        <MemberHeader adminLogin={adminLogin} />
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Member menu" visibleFrom="sm">
        {/* Scrolled natively: Mantine's scroll area brings the floating positioning library with it. */}
        <AppShell.Section grow className={s.navScroll}>
          {wide && <NavGroups groups={groups} pathname={pathname} onChoose={choose} />}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={s.main}>
        {adminLogin && (
          // The API refuses every change in this session; saying so up front saves the operator a failed try.
          <Alert color="blue" variant="light" mb="md" role="status" title="Operator view: read-only">
            You are viewing {firstName ?? 'this member'}'s account. Nothing can be changed from here.
          </Alert>
        )}
        <div className={s.page}>
          <Outlet />
        </div>
        <SlimFooter />
      </AppShell.Main>

      <TabBar
        tabs={visibleTabs(groups)}
        pathname={pathname}
        moreCurrent={more.some((g) => g.entries.some((e) => isCurrent(e, pathname)))}
        moreOpen={sheetOpen}
        onMore={sheet.open}
      />
      <OnceShown when={sheetOpen}>
        <MoreSheet
          opened={sheetOpen}
          onClose={sheet.close}
          groups={more}
          pathname={pathname}
          onChoose={choose}
        />
      </OnceShown>
      <OnceShown when={marketOpen}>
        <MarketModal opened={marketOpen} onClose={() => setMarketOpen(false)} />
      </OnceShown>
    </AppShell>
  );
}
