import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/logout.ts';
import type { SessionUser } from '../../lib/session.ts';
import { ProfileAvatar } from './profile-menu-button.tsx';

/** The profile menu: the currency on a phone, Profile, Learn More, the policies and Logout. */
export default function ProfileMenu({
  user,
  adminLogin,
  currency,
  defaultOpened,
}: {
  user: SessionUser | null;
  adminLogin: boolean;
  currency: string;
  defaultOpened: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileAvatar user={user} />
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
  );
}
