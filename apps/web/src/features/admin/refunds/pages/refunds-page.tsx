import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { AdminRefund } from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { NoteDialog } from '../../../../ui/note-dialog.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { ConsoleList } from '../../shared/console-list.tsx';
import { MemberLink } from '../../shared/member-link.tsx';
import { useRefunds } from '../api/refunds-list.ts';
import { useResolveRefund } from '../api/resolve-refund.ts';
import { useRetryRefund } from '../api/retry-refund.ts';

const STATUS_LABEL: Record<string, string> = { failed: 'Failed', 'needs-attention': 'Needs attention' };

/**
 * The console's Refunds (/admin/refunds): money the fund must give back that the payment provider
 * could not (failed) or will not without the member's bank account (needs-attention). Finance asks
 * for it again, or closes it with a note of what was done (a refund by bank transfer).
 */
export default function RefundsPage() {
  const refunds = useRefunds();
  const retry = useRetryRefund();
  const resolve = useResolveRefund();
  const [resolving, setResolving] = useState<AdminRefund | null>(null);

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Refunds</Title>
      <ConsoleList
        query={refunds}
        loading={{ label: 'Loading refunds', columns: 4 }}
        rows={(data) => data.refunds}
        empty={
          <EmptyState title="No refunds need you" icon={IconReceiptRefund}>
            A refund the payment provider reports failed or needing attention appears here.
          </EmptyState>
        }
        summary={(_, rows) => (
          <>
            {rows.length} refund{rows.length === 1 ? '' : 's'} to take up
          </>
        )}
        tableTestId="refunds-table"
        head={
          <>
            <Table.Th>Member</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th visibleFrom="sm">Reason</Table.Th>
            <Table.Th visibleFrom="md">Asked for</Table.Th>
          </>
        }
        row={(r) => (
          <Table.Tr key={r.id} data-testid={`refund-${r.reference}`}>
            <Table.Td>
              <Stack gap={4}>
                <MemberLink member={r.member} />
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {r.reference}
                </Text>
                <Text size="xs" hiddenFrom="sm">
                  {r.error ?? r.reason}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    loading={retry.isPending && retry.variables === r.id}
                    onClick={() => retry.mutate(r.id)}
                  >
                    Retry refund
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setResolving(r)}>
                    Mark resolved
                  </Button>
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <Stack gap={6} align="flex-end">
                <Money naira={r.amount} fw={600} />
                <StatusBadge status="failed" label={STATUS_LABEL[r.status] ?? r.status} size="sm" />
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Stack gap={2}>
                {r.error && <Text size="sm">{r.error}</Text>}
                {r.reason && (
                  <Text size="xs" c="dimmed">
                    {r.reason}
                  </Text>
                )}
                {!r.error && !r.reason && (
                  <Text size="sm" c="dimmed">
                    {r.status === 'needs-attention'
                      ? "The provider needs the member's bank account"
                      : 'The provider reports the refund failed'}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="md">
              {r.requested_at ? <DateText value={r.requested_at} size="sm" /> : null}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <NoteDialog
        opened={resolving !== null}
        title="Mark refund resolved"
        summary={resolving ? `${resolving.member.name}, ${resolving.reference}` : ''}
        label="Note"
        description="What was done: refunded by bank transfer (with its reference), or why nothing is owed"
        submitLabel="Mark resolved"
        maxLength={500}
        pending={resolve.isPending}
        error={resolve.isError ? resolve.error.message : null}
        onSubmit={(note, done) =>
          resolving && resolve.mutate({ id: resolving.id, note }, { onSuccess: done })
        }
        onClose={() => {
          resolve.reset();
          setResolving(null);
        }}
      />
    </Stack>
  );
}
