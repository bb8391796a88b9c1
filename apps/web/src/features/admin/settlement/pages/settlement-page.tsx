import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { AdminSettlement } from '@trust/shared';
import { type ReactNode, useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { NoteDialog } from '../../../../ui/note-dialog.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { ConsoleList } from '../../shared/console-list.tsx';
import { useImportSettlements } from '../api/import-settlements.ts';
import { useReviewSettlement } from '../api/review-settlement.ts';
import { useSettlement } from '../api/settlement-detail.ts';
import { useSettlements } from '../api/settlements-list.ts';
import { SettlementTransactions } from '../components/settlement-transactions.tsx';

const STATUS: Record<AdminSettlement['status'], { status: 'paid' | 'overdue' | 'approved'; label: string }> =
  {
    matched: { status: 'paid', label: 'Matched' },
    difference: { status: 'overdue', label: 'Difference' },
    reviewed: { status: 'approved', label: 'Reviewed' },
  };

/** One amount of a settlement under its label. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.6">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One settlement: its amounts, its transactions beside our records, and finance's review. */
function SettlementDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useSettlement(id);
  const review = useReviewSettlement();
  const [reviewing, setReviewing] = useState(false);
  const s = detail.data?.settlement;
  return (
    <>
      <Modal
        opened={id !== null && !reviewing}
        onClose={onClose}
        title={s ? `Settlement ${s.provider_id}` : 'Settlement'}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {detail.isPending ? (
          <TableSkeleton label="Loading the settlement" columns={3} />
        ) : detail.isError ? (
          <ErrorState
            message={detail.error.message}
            onRetry={() => detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : (
          s && (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Figure label="Transactions">
                  <Money naira={s.processed} />
                </Figure>
                <Figure label="Provider's fees">
                  <Money naira={s.fees} />
                </Figure>
                <Figure label="Deductions">
                  <Money naira={s.deductions} />
                </Figure>
                <Figure label="Reached the bank">
                  <Money naira={s.amount} fw={600} />
                </Figure>
                <Figure label="Our records">
                  <Money naira={s.expected} />
                </Figure>
                <Figure label="Difference">
                  <Money naira={s.difference} fw={600} c={s.difference === 0 ? undefined : 'red.8'} />
                </Figure>
              </SimpleGrid>
              {s.status === 'reviewed' && (
                <Alert color="blue" variant="light" title={`Reviewed by ${s.reviewed_by ?? 'an operator'}`}>
                  {s.review_note}
                </Alert>
              )}
              <SettlementTransactions rows={detail.data.transactions} />
              {s.status === 'difference' && (
                <Group justify="flex-end">
                  <Button onClick={() => setReviewing(true)}>Mark reviewed</Button>
                </Group>
              )}
            </Stack>
          )
        )}
      </Modal>
      <NoteDialog
        opened={reviewing}
        title="Mark settlement reviewed"
        summary={s ? `Settlement ${s.provider_id}: a difference of ${s.difference}` : ''}
        label="Note"
        description="What you found: the provider's fees, a refund, a transaction that is not ours"
        submitLabel="Mark reviewed"
        maxLength={500}
        pending={review.isPending}
        error={review.isError ? review.error.message : null}
        onSubmit={(note, done) =>
          s &&
          review.mutate(
            { id: s.id, note },
            {
              onSuccess: () => {
                done();
                onClose();
              },
            },
          )
        }
        onClose={() => {
          review.reset();
          setReviewing(false);
        }}
      />
    </>
  );
}

/**
 * The console's Settlement (/admin/settlement): Paystack's payouts of its balance to the fund's bank,
 * imported every morning (or now), each posted from the provider's clearing account to the bank and
 * checked against our records. A difference (fees, a transaction not ours) waits for finance's review.
 */
export default function SettlementPage() {
  const list = useSettlements();
  const importNow = useImportSettlements();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Settlement</Title>
        <Button variant="light" loading={importNow.isPending} onClick={() => importNow.mutate()}>
          Import now
        </Button>
      </Group>
      {importNow.isSuccess && (
        <Alert color="teal" variant="light" role="status">
          {importNow.data.data.imported === 0
            ? 'No new settlement from the provider.'
            : `${importNow.data.data.imported} settlement${importNow.data.data.imported === 1 ? '' : 's'} imported, ${importNow.data.data.flagged} flagged.`}
        </Alert>
      )}
      <ConsoleList
        query={list}
        loading={{ label: 'Loading settlements', columns: 4 }}
        rows={(data) => data.settlements}
        empty={
          <EmptyState title="No settlement yet" icon={IconBuildingBank}>
            The payment provider pays the card payments of each day to the fund’s bank the next morning; each
            payout appears here once imported.
          </EmptyState>
        }
        summary={(data) =>
          data.flagged === 0
            ? 'Every settlement matches our records or was reviewed.'
            : `${data.flagged} settlement${data.flagged === 1 ? '' : 's'} with a difference to review`
        }
        summaryTestId="settlements-flagged"
        tableTestId="settlements-table"
        head={
          <>
            <Table.Th>Settlement</Table.Th>
            <Table.Th ta="right">Reached the bank</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Difference
            </Table.Th>
          </>
        }
        row={(s) => (
          <Table.Tr key={s.id} data-testid={`settlement-${s.provider_id}`}>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpen(s.id)}>
                  {s.provider_id}
                </Button>
                <DateText value={s.settled_at} size="xs" c="dimmed" />
                <Text size="xs" c="dimmed">
                  {s.transactions} transaction{s.transactions === 1 ? '' : 's'}
                  {s.unmatched > 0 ? `, ${s.unmatched} not matching` : ''}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <Stack gap={6} align="flex-end">
                <Money naira={s.amount} fw={600} />
                <StatusBadge status={STATUS[s.status].status} label={STATUS[s.status].label} size="sm" />
                <Text size="xs" hiddenFrom="sm">
                  Difference <Money naira={s.difference} />
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              <Money naira={s.difference} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <SettlementDialog id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
