import { Alert, AppShell, Button, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type GroupLinks,
  LOCKED_MESSAGE,
  TERMINATED_BADGE,
  USER_ACTIVE,
  USER_LOCKED,
  USER_TERMINATED,
} from '@trust/shared';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/user.ts';
import { paths } from '../config/paths.ts';
import { useGroupLinks } from '../features/chat/api/group-links.ts';
import { useLiveNotificationCount } from '../features/notifications/api/live-count.ts';
import { usePush } from '../features/notifications/push/use-push.ts';
import { logout } from '../lib/logout.ts';
import { session, useSessionUser } from '../lib/session.ts';
import { SlimFooter } from '../ui/slim-footer.tsx';
import { MemberHeader } from './member-shell/member-header.tsx';
import { MoreSheet } from './member-shell/more-sheet.tsx';
import { isCurrent, moreGroups, type NavEntry, visibleGroups, visibleTabs } from './member-shell/nav.ts';
import { NavGroups } from './member-shell/nav-groups.tsx';
import s from './member-shell/shell.module.css';
import { TabBar } from './member-shell/tab-bar.tsx';

/** An operator viewing a member's dashboard (login type admin_login, route /userdashboard). */
function useAdminLogin() {
  const { pathname } = useLocation();
  useSessionUser();
  return session.get<string>('loginType') === 'admin_login' || pathname === paths.userdashboard;
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
  const user = useSessionUser();
  // Coming back to the tab refreshes the stored user, so the header's unread count is current; a
  // push arriving while the app is open refreshes it at once (usePush).
  useCurrentUser({ refetchOnWindowFocus: 'always' });
  // A new notification raises the badge at once, over the app's realtime channel.
  useLiveNotificationCount(user?.u_accesstoken);
  // Once after sign-in, a browser that already allows notifications sends its push subscription.
  usePush({ auto: true });
  const [sheetOpen, sheet] = useDisclosure(false);
  const [marketOpen, setMarketOpen] = useState(false);
  const adminLogin = useAdminLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groupLinks = useGroupLinks();
  const status = Number(user?.u_status ?? USER_ACTIVE);

  if (status === USER_LOCKED || status === USER_TERMINATED) {
    return (
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened
        onClose={() => {}}
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        centered
        title={status === USER_LOCKED ? 'Account Locked' : TERMINATED_BADGE}
      >
        <Stack>
          <Text>
            {status === USER_LOCKED ? LOCKED_MESSAGE : `${TERMINATED_BADGE}. Contact Admin for details.`}
          </Text>
          <Button color="red" onClick={() => void logout()}>
            Logout
          </Button>
        </Stack>
      </Modal>
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
        <MemberHeader user={user} adminLogin={adminLogin} />
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Member menu" visibleFrom="sm">
        <AppShell.Section grow component={ScrollArea}>
          <NavGroups groups={groups} pathname={pathname} onChoose={choose} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={s.main}>
        {adminLogin && (
          // The API refuses every change in this session; saying so up front saves the operator a failed try.
          <Alert color="blue" variant="light" mb="md" role="status" title="Operator view: read-only">
            You are viewing {user?.u_first_name ?? 'this member'}'s account. Nothing can be changed from here.
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
      <MoreSheet
        opened={sheetOpen}
        onClose={sheet.close}
        groups={more}
        pathname={pathname}
        onChoose={choose}
      />

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={marketOpen}
        onClose={() => setMarketOpen(false)}
        title="Trust Market"
        centered
      >
        <Stack>
          <Title order={2} fz="h4">
            Coming soon
          </Title>
          <Text>Trust Market, where members post and back business deals, is opening soon.</Text>
          <Button onClick={() => setMarketOpen(false)}>OK</Button>
        </Stack>
      </Modal>
    </AppShell>
  );
}
