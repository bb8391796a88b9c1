import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import type { QueuedTransfer } from '@trust/shared';
import { useState } from 'react';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useAwaitedTransfers } from '../api/awaited-transfers.ts';
import { AwaitedTable } from '../components/awaited-table.tsx';
import { ProposeTransferDialog } from '../components/propose-transfer-dialog.tsx';
import { StatementImport } from '../components/statement-import.tsx';

/**
 * The console's Transfers section (/admin/transfers): members awaiting a bank transfer, proposing a
 * confirmation with the bank reference, and the bank statement import. Every confirmation waits for
 * a different operator's approval (Approvals).
 */
export default function TransfersPage() {
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed, 350);
  const awaited = useAwaitedTransfers(q);
  const [proposing, setProposing] = useState<QueuedTransfer | null>(null);

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Transfers</Title>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Awaiting a transfer
          </Title>
          <TextInput
            label="Search"
            description="A name or TFP"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={100}
          />
          {awaited.isPending ? (
            <TableSkeleton label="Loading transfers" columns={3} />
          ) : awaited.isError ? (
            <ErrorState
              message={awaited.error.message}
              onRetry={() => awaited.refetch()}
              retrying={awaited.isFetching}
            />
          ) : awaited.data.transfers.length === 0 ? (
            <EmptyState title={q ? 'No member matches' : 'No transfer is awaited'} icon={IconArrowsExchange}>
              {q
                ? `No member awaiting a transfer has a name or TFP with “${q}”.`
                : 'Members who choose to pay by bank transfer appear here until their transfer is confirmed.'}
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {awaited.data.total.toLocaleString('en-NG')} awaited
              </Text>
              <AwaitedTable transfers={awaited.data.transfers} onPropose={setProposing} />
            </>
          )}
        </Stack>
      </Card>
      <StatementImport />
      <ProposeTransferDialog transfer={proposing} onClose={() => setProposing(null)} />
    </Stack>
  );
}
