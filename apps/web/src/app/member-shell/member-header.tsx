import {
  ActionIcon,
  Anchor,
  Avatar,
  Group,
  Indicator,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/logout.ts';
import type { SessionUser } from '../../lib/session.ts';
import { Logo } from '../../ui/logo.tsx';
import { NAV_ICONS } from './nav-icons.ts';
import s from './shell.module.css';

const BellIcon = NAV_ICONS.Notifications;

/**
 * The member navbar (part 2 section 2.2): the logo (home is the dashboard), the TFP pin, customer care
 * and support chat links, the notification badge with its count, the currency name and the profile
 * menu. On a phone the logo shrinks to its mark, and the two links and the currency move into the More
 * sheet and the profile menu, so the TFP, the badge and the menu still fit at 360 px.
 */
export function MemberHeader({ user, adminLogin }: { user: SessionUser | null; adminLogin: boolean }) {
  const count = Number(user?.notification_count ?? 0);
  const currency = String(user?.cur_name ?? 'NGN');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to={paths.dashboard} underline="never" className={s.home}>
          <Logo compact />
        </Anchor>
        <span className={s.tfp} data-testid="tfp-pin">
          <VisuallyHidden>Your Trust Fund Pin </VisuallyHidden>TFP: {user?.u_tfp_pin}
        </span>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.customercare} size="sm" visibleFrom="sm">
          Customer Care
        </Anchor>
        <Anchor component={Link} to={paths.userchat} size="sm" visibleFrom="sm">
          Support Chat
        </Anchor>
        <Indicator label={count} size={18} offset={8} disabled={count === 0} color="red">
          <ActionIcon
            component={Link}
            to={paths.notifications}
            variant="subtle"
            color="gray"
            size={44}
            aria-label={`Notifications, ${count} unread`}
          >
            {BellIcon && <BellIcon size={24} stroke={1.75} aria-hidden />}
          </ActionIcon>
        </Indicator>
        <Text size="sm" fw={600} visibleFrom="xs" data-testid="currency">
          <VisuallyHidden>Currency: </VisuallyHidden>
          {currency}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label="Profile menu" className={s.avatarButton}>
              <Avatar
                src={(user?.u_image as string) || null}
                alt={user?.u_first_name ?? ''}
                radius="xl"
                size={36}
                color="brand"
              >
                {(user?.u_first_name ?? '?').slice(0, 1)}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label hiddenFrom="xs">Currency: {currency}</Menu.Label>
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
  );
}
