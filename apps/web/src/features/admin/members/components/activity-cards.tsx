import { Stack, Table, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { toStatus } from '../../../../ui/statuses.ts';
import s from './member-page.module.css';
import { SectionCard } from './section-card.tsx';

/** The newest ledger postings on the member's accounts (what the member gained is positive). */
export function TransactionsCard({ rows }: { rows: AdminMemberDetail['transactions'] }) {
  return (
    <SectionCard title="Recent transactions" testId="transactions-card">
      {rows.length === 0 ? (
        <EmptyState title="No records available">Money moved for this member shows here.</EmptyState>
      ) : (
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.reference}-${r.account}-${r.created_at}`}>
                <Table.Td>
                  <DateText value={r.created_at} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.description}</Text>
                  <Text size="xs" c="dimmed" className={s.mono}>
                    {r.account} · {r.reference}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Money naira={r.amount} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

/** The member's newest payments with the provider or by transfer, and how each ended. */
export function PaymentsCard({ rows }: { rows: AdminMemberDetail['payments'] }) {
  return (
    <SectionCard title="Payments" testId="payments-card">
      {rows.length === 0 ? (
        <EmptyState title="No payments yet">Card, checkout and transfer payments show here.</EmptyState>
      ) : (
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Payment</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const status = toStatus(p.status);
              return (
                <Table.Tr key={p.reference}>
                  <Table.Td>
                    <DateText value={p.created_at} size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <Money naira={p.amount} /> · {p.purpose} by {p.method}
                    </Text>
                    <Text size="xs" c="dimmed" className={s.mono}>
                      {p.reference}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {status ? <StatusBadge status={status} /> : <Text size="sm">{p.status}</Text>}
                      {p.failure_reason && (
                        <Text size="xs" c="dimmed">
                          {p.failure_reason}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
