import {
  Alert,
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  Indicator,
  Menu,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LOCKED_MESSAGE, TERMINATED_BADGE, USER_ACTIVE, USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/user.ts';
import { paths } from '../config/paths.ts';
import { logout } from '../lib/logout.ts';
import { session, useSessionUser } from '../lib/session.ts';

type Entry =
  | { label: string; to: string; state?: unknown; hiddenForAdmin?: boolean }
  | { label: string; action: 'trust-market' | 'logout' };

const expert = (type: string, title: string) => ({ expertType: type, expertTitle: title });

/** The sidebar of part 2 section 2.2, in the spec's order. */
const ENTRIES: Entry[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Weekly Contribution', to: paths.weeklycontribution },
  { label: 'Weekly Earnings', to: paths.weeklyearnings, hiddenForAdmin: true },
  { label: 'Save More', to: paths.savemore, hiddenForAdmin: true },
  { label: 'Build Trust Network', to: paths.buildnetwork },
  { label: 'My Trust Network', to: paths.trustmembers },
  { label: 'Transactions', to: paths.transactions },
  { label: 'Get a Loan', to: paths.loan },
  { label: 'My Trust Wallet', to: paths.trustwallet },
  { label: 'Trust Market', action: 'trust-market' },
  { label: 'Apply for P.O.P', to: paths.pop },
  { label: 'Apply for E.T.C', to: paths.etc },
  { label: 'Business Expert', to: paths.chat, state: expert('business_expert', 'Business Expert') },
  { label: 'Legal Advice', to: paths.chat, state: expert('legal_adviser', 'Legal Adviser') },
  { label: 'Medical Advice', to: paths.chat, state: expert('medical_adviser', 'Medical Adviser') },
  { label: 'Invite People', to: paths.trustnetwork },
  { label: 'Notifications', to: paths.notifications },
  { label: 'User Profile', to: paths.profile, hiddenForAdmin: true },
  { label: 'Logout', action: 'logout' },
];

/** An operator viewing a member's dashboard (login type admin_login, route /userdashboard). */
function useAdminLogin() {
  const { pathname } = useLocation();
  useSessionUser();
  return session.get<string>('loginType') === 'admin_login' || pathname === paths.userdashboard;
}

/**
 * The signed-in member shell (part 2 section 2.2): navbar with the TFP, care and support links,
 * notifications, currency and profile menu; sidebar (a burger drawer on phones). A locked member
 * (u_status 3) or a terminated one (5) sees only a modal with Logout (section 4.1).
 */
export function MemberLayout() {
  const user = useSessionUser();
  useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [marketOpen, setMarketOpen] = useState(false);
  const adminLogin = useAdminLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  const count = Number(user?.notification_count ?? 0);
  const entries = ENTRIES.filter((e) => !(adminLogin && 'to' in e && e.hiddenForAdmin));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
            <Anchor component={Link} to={paths.dashboard} fw={700} c="teal.9" underline="never">
              Trust Fund
            </Anchor>
            <Badge variant="light" color="teal" visibleFrom="xs" data-testid="tfp-pin">
              <VisuallyHidden>Your Trust Fund Pin </VisuallyHidden>TFP: {user?.u_tfp_pin}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to={paths.customercare} size="sm" visibleFrom="md">
              Customer Care
            </Anchor>
            <Anchor component={Link} to={paths.userchat} size="sm" visibleFrom="md">
              Support Chat
            </Anchor>
            <Indicator label={count} size={16} disabled={count === 0} color="red">
              <Anchor
                component={Link}
                to={paths.notifications}
                size="sm"
                aria-label={`Notifications, ${count} unread`}
              >
                Notifications
              </Anchor>
            </Indicator>
            <Text size="sm" fw={600} visibleFrom="xs" data-testid="currency">
              <VisuallyHidden>Currency: </VisuallyHidden>
              {String(user?.cur_name ?? 'NGN')}
            </Text>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label="Profile menu">
                  <Avatar
                    src={(user?.u_image as string) || null}
                    alt={user?.u_first_name ?? ''}
                    radius="xl"
                    size="sm"
                    color="teal"
                  >
                    {(user?.u_first_name ?? '?').slice(0, 1)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {!adminLogin && (
                  <Menu.Item component={Link} to={paths.profile}>
                    Profile
                  </Menu.Item>
                )}
                <Menu.Item component={Link} to={paths.learnMore}>
                  Learn More
                </Menu.Item>
                <Menu.Item component={Link} to={paths.privacy}>
                  Privacy Policy
                </Menu.Item>
                <Menu.Item component={Link} to={paths.terms}>
                  Terms and Conditions
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => void logout()}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Member menu">
        <AppShell.Section hiddenFrom="xs" px="sm" pb="xs">
          <Text size="sm" fw={600}>
            TFP: {user?.u_tfp_pin}
          </Text>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {entries.map((e) =>
            'to' in e ? (
              <NavLink
                key={e.label}
                label={e.label}
                active={pathname === e.to && !e.state}
                onClick={() => {
                  close();
                  navigate(e.to, e.state ? { state: e.state } : undefined);
                }}
                component="button"
              />
            ) : (
              <NavLink
                key={e.label}
                label={e.label}
                component="button"
                c={e.action === 'logout' ? 'red.9' : undefined}
                onClick={() => {
                  close();
                  if (e.action === 'logout') void logout();
                  else setMarketOpen(true);
                }}
              />
            ),
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        {adminLogin && (
          // The API refuses every change in this session; saying so up front saves the operator a failed try.
          <Alert color="blue" variant="light" mb="md" role="status" title="Operator view: read-only">
            You are viewing {user?.u_first_name ?? 'this member'}'s account. Nothing can be changed from here.
          </Alert>
        )}
        <Outlet />
      </AppShell.Main>

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
