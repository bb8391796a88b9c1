/**
 * EmptyState: a list or a figure with nothing in it yet says so plainly: an icon, a title (the
 * spec's words where it has them: 'No records available'), one sentence on what will appear here
 * and when, and at most one action (a Button or a link-button) that fills it. Use it where data
 * arrived and is empty; while it is on its way show a Skeleton, and when it failed an ErrorState.
 */
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** One sentence: what shows here, and when. */
  children: ReactNode;
  icon?: Icon;
  action?: ReactNode;
  'data-testid'?: string;
}

export function EmptyState({
  title,
  children,
  icon: StateIcon = IconInbox,
  action,
  ...rest
}: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py="lg" px="sm" ta="center" data-testid={rest['data-testid']}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
        <StateIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={360}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
