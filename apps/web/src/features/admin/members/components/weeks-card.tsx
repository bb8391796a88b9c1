import { Group, ScrollArea, Table, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { SectionCard } from './section-card.tsx';

type Week = AdminMemberDetail['weeks'][number];

function WeekStatus({ status }: { status: Week['status'] }) {
  if (status === 'late') return <StatusBadge status="overdue" label="Paid late" />;
  if (status === 'charging') return <StatusBadge status="in process" label="Charging" />;
  return <StatusBadge status={status} />;
}

/** The current cycle's weeks: how many were paid, paid late and missed, then each week. */
export function WeeksCard({ weeks }: { weeks: AdminMemberDetail['weeks'] }) {
  const countOf = (status: Week['status']) => weeks.filter((w) => w.status === status).length;
  return (
    <SectionCard title="Contributions by week" testId="weeks-card">
      {weeks.length === 0 ? (
        <EmptyState title="No weeks yet">
          Weeks appear here as they fall due in the member’s cycle.
        </EmptyState>
      ) : (
        <>
          <Group gap="md">
            <Text size="sm">
              Paid <b>{countOf('paid')}</b>
            </Text>
            <Text size="sm">
              Paid late <b>{countOf('late')}</b>
            </Text>
            <Text size="sm">
              Missed <b>{countOf('missed')}</b>
            </Text>
          </Group>
          <ScrollArea.Autosize mah={320} type="auto">
            <Table verticalSpacing={6} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Week</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {weeks.map((w) => (
                  <Table.Tr key={w.week}>
                    <Table.Td>{w.week}</Table.Td>
                    <Table.Td>
                      <DateText value={w.due_at} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <Money naira={w.amount} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      <WeekStatus status={w.status} />
                      {w.failure_reason && w.status === 'missed' && (
                        <Text size="xs" c="dimmed">
                          {w.failure_reason}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </SectionCard>
  );
}
