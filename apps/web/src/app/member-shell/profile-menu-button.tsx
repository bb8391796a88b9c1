import { Avatar, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '../../lib/session.ts';
import s from './shell.module.css';

/** The member's avatar, the profile menu's button (drawn alone until the menu is wanted: member-header.tsx; profile-menu.tsx wraps it in the menu). */
export function ProfileAvatar({
  user,
  ...button
}: { user: SessionUser | null } & React.ComponentProps<'button'>) {
  return (
    <UnstyledButton aria-label="Profile menu" className={s.avatarButton} {...button}>
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
  );
}
