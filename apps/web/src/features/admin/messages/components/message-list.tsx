import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { FundMessage } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { useCancelFundMessage } from '../api/cancel-fund-message.ts';
import { useFundMessages } from '../api/fund-messages.ts';

const STATUS: Record<
  FundMessage['status'],
  { status: 'pending' | 'in process' | 'paid' | 'failed'; label: string }
> = {
  scheduled: { status: 'pending', label: 'Scheduled' },
  sending: { status: 'in process', label: 'Sending' },
  sent: { status: 'paid', label: 'Sent' },
  cancelled: { status: 'failed', label: 'Cancelled' },
};

/** What a message reached: members in the app, how many read it, and its emails. */
function Reach({ m }: { m: FundMessage }) {
  if (m.status === 'scheduled' || m.status === 'cancelled')
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">
        {m.sent.toLocaleString('en-NG')} sent, {m.read.toLocaleString('en-NG')} read
      </Text>
      <Text size="xs" c="dimmed">
        {m.emails_sent.toLocaleString('en-NG')} email{m.emails_sent === 1 ? '' : 's'} sent
        {m.emails_waiting > 0 ? `, ${m.emails_waiting.toLocaleString('en-NG')} waiting` : ''}
      </Text>
    </Stack>
  );
}

/** The messages written, newest first: to whom, when, where each stands and what it reached. */
export function MessageList() {
  const messages = useFundMessages();
  const cancel = useCancelFundMessage();
  const rows = messages.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Messages sent and scheduled
      </Title>
      {messages.isPending ? (
        <TableSkeleton label="Loading messages" columns={4} />
      ) : messages.isError ? (
        <ErrorState
          message={messages.error.message}
          onRetry={() => messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No message yet" icon={IconMail}>
          A message you write to members appears here with how many it reached and read it.
        </EmptyState>
      ) : (
        <Table verticalSpacing="sm" data-testid="messages-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th visibleFrom="sm">When</Table.Th>
              <Table.Th>Reached</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id} data-testid={`message-${m.id}`}>
                <Table.Td>
                  <Stack gap={4}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {m.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {m.audience}
                      {m.email ? ', email' : ''}
                      {m.push ? ', push' : ''} · by {m.created_by}
                    </Text>
                    <DateText value={m.send_at} time size="xs" hiddenFrom="sm" />
                    <div>
                      <StatusBadge
                        status={STATUS[m.status].status}
                        label={STATUS[m.status].label}
                        size="sm"
                      />
                    </div>
                    {m.status === 'scheduled' && (
                      <div>
                        <Button
                          size="xs"
                          variant="default"
                          loading={cancel.isPending && cancel.variables === m.id}
                          onClick={() => cancel.mutate(m.id)}
                        >
                          Cancel message
                        </Button>
                      </div>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <DateText value={m.send_at} time size="sm" />
                </Table.Td>
                <Table.Td>
                  <Reach m={m} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rows.some((m) => m.status === 'scheduled') && (
        <Text size="xs" c="dimmed">
          A scheduled message goes out within a minute of its time; it can be cancelled until then.
        </Text>
      )}
    </Stack>
  );
}
