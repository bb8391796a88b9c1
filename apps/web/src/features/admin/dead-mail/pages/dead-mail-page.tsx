import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ConsoleList } from '../../shared/console-list.tsx';
import { useDeadMail } from '../api/dead-mail-list.ts';
import { useRetryDeadMail } from '../api/retry-dead-mail.ts';

/**
 * The console's Dead mail (/admin/dead-mail): emails the outbox gave up on after its last try, with
 * the recipient masked, the kind, the last error and the tries; Retry puts one back in the outbox.
 */
export default function DeadMailPage() {
  const dead = useDeadMail();
  const retry = useRetryDeadMail();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Dead mail</Title>
      <ConsoleList
        query={dead}
        loading={{ label: 'Loading dead mail', columns: 4 }}
        rows={(data) => data.mails}
        empty={
          <EmptyState title="No dead mail" icon={IconMailOff}>
            An email that still fails after its last try appears here.
          </EmptyState>
        }
        summary={(data) => (
          <>
            {data.count} email{data.count === 1 ? '' : 's'} not delivered
          </>
        )}
        summaryTestId="dead-mail-count"
        tableTestId="dead-mail-table"
        head={
          <>
            <Table.Th>Email</Table.Th>
            <Table.Th visibleFrom="sm">Last error</Table.Th>
            <Table.Th visibleFrom="md">Tries</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </>
        }
        row={(m) => (
          <Table.Tr key={m.id} data-testid={`dead-mail-${m.id}`}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {m.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.to} · {m.kind}
                </Text>
                <DateText value={m.created_at} size="xs" c="dimmed" />
                <Text size="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.last_error}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.last_error ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="md">{m.attempts}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                loading={retry.isPending && retry.variables === m.id}
                onClick={() => retry.mutate(m.id)}
                aria-label={`Retry ${m.subject} to ${m.to}`}
              >
                Retry
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
