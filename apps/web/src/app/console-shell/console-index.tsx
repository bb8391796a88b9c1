import { Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import MembersPage from '../../features/admin/members/pages/members-page.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { sectionsFor } from './sections.ts';

/**
 * /admin: the Members page for an operator whose role opens it; otherwise the first section of their
 * role, or a sentence when their role has none yet.
 */
export default function ConsoleIndex() {
  const user = useSessionUser();
  const sections = sectionsFor(String(user?.u_role ?? ''));
  if (sections.some((s) => s.id === 'members')) return <MembersPage />;
  const first = sections[0];
  if (first) return <Navigate to={first.path} replace />;
  return (
    <Stack>
      <Title order={1}>Console</Title>
      <EmptyState title="Nothing here for your role yet" icon={IconTools}>
        The console’s pages for your role are still to come.
      </EmptyState>
    </Stack>
  );
}
