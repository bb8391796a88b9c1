import { Table, Text, UnstyledButton } from '@mantine/core';
import { type AdminInboxRow, INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxStatus } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';

/** The inbox's statuses in the console's status colours: new waits, in progress moves, closed is done. */
const LOOK = { new: 'pending', in_progress: 'in process', closed: 'approved' } as const satisfies Record<
  InboxStatus,
  string
>;

function InboxStatusBadge({ status }: { status: InboxStatus }) {
  return <StatusBadge status={LOOK[status]} label={INBOX_STATUS_LABELS[status]} />;
}

/** The inbox list: who, what, when and its status; a row opens its thread. */
export function InboxTable({
  items,
  openKey,
  onOpen,
}: {
  items: AdminInboxRow[];
  openKey: string | null;
  onOpen: (row: AdminInboxRow) => void;
}) {
  return (
    <Table highlightOnHover verticalSpacing="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>From</Table.Th>
          <Table.Th w={120}>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((r) => {
          const key = `${r.kind}-${r.id}`;
          return (
            <Table.Tr
              key={key}
              bg={openKey === key ? 'var(--mantine-color-brand-light)' : undefined}
              data-testid="inbox-row"
            >
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(r)}
                  aria-current={openKey === key ? 'true' : undefined}
                  style={{ display: 'block', width: '100%' }}
                >
                  <Text fw={r.status === 'new' ? 700 : 500} size="sm" truncate>
                    {r.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {INBOX_KIND_LABELS[r.kind]} · <DateText value={r.received_at} size="xs" />
                  </Text>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {r.summary}
                  </Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <InboxStatusBadge status={r.status} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
