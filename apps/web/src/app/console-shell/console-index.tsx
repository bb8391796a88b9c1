import { Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { consoleHome, sectionsFor } from '../../config/console-sections.ts';
import { paths } from '../../config/paths.ts';
import MembersPage from '../../features/admin/members/pages/members-page.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * /admin: the Members page for an operator whose role opens it; otherwise the first section of their
 * role, or a sentence when their role has none yet.
 */
export default function ConsoleIndex() {
  const user = useSessionUser();
  const role = String(user?.u_role ?? '');
  const home = consoleHome(role);
  // Signing in already lands on the role's first section; this covers /admin typed or bookmarked.
  if (home !== paths.admin) return <Navigate to={home} replace />;
  if (sectionsFor(role).length > 0) return <MembersPage />;
  return (
    <Stack>
      <Title order={1}>Console</Title>
      <EmptyState title="Nothing here for your role yet" icon={IconTools}>
        The console’s pages for your role are still to come.
      </EmptyState>
    </Stack>
  );
}
