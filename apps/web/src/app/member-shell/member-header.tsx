import { ActionIcon, Anchor, Group, Indicator, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSessionUser } from '../../lib/session.ts';
import { Logo } from '../../ui/logo.tsx';
import { NAV_ICONS } from './nav-icons.ts';
import { ProfileAvatar } from './profile-menu-button.tsx';
import s from './shell.module.css';

const BellIcon = NAV_ICONS.Notifications;

// The profile menu (Mantine's menu and its floating positioning, about 25 KB compressed) is fetched when
// the member reaches for it, not with every member screen.
const loadMenu = () => import('./profile-menu.tsx');
const ProfileMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu();

/**
 * The member navbar (part 2 section 2.2): the logo (home is the dashboard), the TFP pin, customer care
 * and support chat links, the notification badge with its count, the currency name and the profile
 * menu. On a phone the logo shrinks to its mark, and the two links and the currency move into the More
 * sheet and the profile menu, so the TFP, the badge and the menu still fit at 360 px. It reads the
 * stored user itself: a merge of the member's record (a new notification's count) redraws the header,
 * not the whole shell around the screen.
 */
export function MemberHeader({ adminLogin }: { adminLogin: boolean }) {
  const user = useSessionUser();
  const count = Number(user?.notification_count ?? 0);
  const currency = String(user?.cur_name ?? 'NGN');
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
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
        <Suspense fallback={<ProfileAvatar user={user} />}>
          {menuWanted ? (
            <ProfileMenu user={user} adminLogin={adminLogin} currency={currency} defaultOpened={menuOpened} />
          ) : (
            <ProfileAvatar
              user={user}
              aria-haspopup="menu"
              aria-expanded={false}
              // The menu's code is fetched as the pointer or focus comes to the button, and the menu
              // opens with the press.
              onPointerEnter={preloadMenu}
              onFocus={preloadMenu}
              onClick={() => {
                setMenuOpened(true);
                setMenuWanted(true);
              }}
            />
          )}
        </Suspense>
      </Group>
    </Group>
  );
}
