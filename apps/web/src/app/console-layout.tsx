import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sectionsFor } from '../config/console-sections.ts';
import { paths } from '../config/paths.ts';
import { useTotpStatus } from '../features/admin/totp/api/totp-status.ts';
import { useSessionUser } from '../lib/session.ts';
import s from './console-shell/console.module.css';
import { ConsoleHeader } from './console-shell/console-header.tsx';
import { ConsoleNav } from './console-shell/console-nav.tsx';

/**
 * The operators' console at /admin (DESIGN section 7): the header with the operator's name, role and
 * Sign out, a menu of the sections the operator's role opens (a drawer behind the menu button on a
 * phone), and the section's page.
 */
export function ConsoleLayout() {
  const user = useSessionUser();
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const totp = useTotpStatus();
  // With two-step sign-in required (OPERATOR_TOTP_REQUIRED), an operator without it sets it up first:
  // the server refuses every other operator call until then.
  const mustSetUp = totp.data?.required && !totp.data.enabled && pathname !== paths.adminSecurity;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <ConsoleHeader user={user} menuOpen={menuOpen} onMenu={menu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Console menu">
        <AppShell.Section grow component={ScrollArea}>
          <ConsoleNav
            sections={sectionsFor(String(user?.u_role ?? ''))}
            pathname={pathname}
            onChoose={menu.close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={s.main}>
        {mustSetUp ? <Navigate to={paths.adminSecurity} replace /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
