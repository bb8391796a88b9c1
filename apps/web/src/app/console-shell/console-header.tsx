import { ActionIcon, Anchor, Badge, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../config/console-sections.ts';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/logout.ts';
import type { SessionUser } from '../../lib/session.ts';
import { Logo } from '../../ui/logo.tsx';
import s from './console.module.css';

/**
 * The console's header: the menu button (on a phone), the logo with "Console" (home is the member
 * search), the operator's name and role, and Sign out. On a phone the name gives way and Sign out
 * is its icon (named for screen readers); the role stays.
 */
export function ConsoleHeader({
  user,
  menuOpen,
  onMenu,
}: {
  user: SessionUser | null;
  menuOpen: boolean;
  onMenu: () => void;
}) {
  const role = String(user?.u_role ?? '');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={menuOpen}
          onClick={onMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpen ? 'Close the console menu' : 'Open the console menu'}
        />
        <Anchor component={Link} to={paths.admin} underline="never" className={s.home}>
          <Logo compact />
        </Anchor>
        <Text className={s.consoleName}>Console</Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} visibleFrom="sm" data-testid="operator-name" truncate maw={220}>
          {user?.u_first_name}
        </Text>
        <Badge variant="light" tt="none" style={{ flex: 'none' }} data-testid="operator-role">
          {ROLE_LABELS[role] ?? role}
        </Badge>
        <Button
          variant="default"
          size="compact-md"
          visibleFrom="xs"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
        >
          Sign out
        </Button>
        <ActionIcon
          variant="default"
          size={40}
          hiddenFrom="xs"
          aria-label="Sign out"
          onClick={() => void logout()}
        >
          <IconLogout size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
