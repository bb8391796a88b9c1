import { Stack, Title } from '@mantine/core';
import { IconLock, IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/session.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { type ConsoleSection, sectionOf, sectionsFor } from './sections.ts';

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

/** A section listed in the menu but not in the console yet: says so, and what it will hold. */
export default function NotYetPage() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  if (!section) return <Navigate to="/admin" replace />;
  return (
    <Stack>
      <Title order={1}>{section.label}</Title>
      <EmptyState title={`${section.label} is not in the console yet`} icon={IconTools}>
        {section.about} Until then it is done outside the console.
      </EmptyState>
    </Stack>
  );
}
