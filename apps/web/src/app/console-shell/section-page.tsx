import { Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ConsoleSection, sectionsFor } from '../../config/console-sections.ts';
import { useSessionUser } from '../../lib/session.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * A section's page for the operator on screen: the page itself when their role opens the section; a
 * plain sentence when it does not (the server refuses the calls anyway).
 */
export function SectionGate({ section, children }: { section: ConsoleSection; children: ReactNode }) {
  const user = useSessionUser();
  const allowed = sectionsFor(String(user?.u_role ?? '')).some((s) => s.id === section.id);
  if (allowed) return children;
  return (
    <Stack>
      <Title order={1}>{section.label}</Title>
      <EmptyState title="Not part of your role" icon={IconLock}>
        {section.label} is for another operator role. Ask an admin if you need it.
      </EmptyState>
    </Stack>
  );
}
