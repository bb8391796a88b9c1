import { Box, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { AdminPayout } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { Money } from '../../../../ui/money.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import type { Status } from '../../../../ui/statuses.ts';
import { MemberLink } from '../../shared/member-link.tsx';
import { PayoutActions } from './payout-actions.tsx';

const KIND_LABELS: Record<string, string> = {
  cashout: 'Cash-out',
  redemption: 'Redemption',
  loan: 'Loan',
  pop: 'POP',
  etc: 'ETC',
};

/** A payout's status in the console's badge colours, with its own word. */
const STATUS_BADGE: Record<AdminPayout['status'], { status: Status; label: string }> = {
  pending: { status: 'pending', label: 'Waiting' },
  batched: { status: 'approved', label: 'In a batch' },
  sending: { status: 'in process', label: 'Sending' },
  sent: { status: 'paid', label: 'Sent' },
  failed: { status: 'failed', label: 'Returned' },
};

interface Props {
  payouts: AdminPayout[];
  /** The chosen payouts (the pending tab only); no checkboxes without it. */
  selected?: Set<number>;
  onToggle?: (id: number) => void;
  onToggleAll?: () => void;
}

/**
 * One tab of payouts: member (to their page), what it is for, amount, the bank account it goes to
 * (with the bank's code, or "CSV only" when the bank has none), status and date. On a phone the
 * bank details sit under the member, so nothing scrolls sideways.
 */
export function PayoutsTable({ payouts, selected, onToggle, onToggleAll }: Props) {
  const all = selected !== undefined && payouts.length > 0 && payouts.every((p) => selected.has(p.id));
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="payouts-table">
      <Table.Thead>
        <Table.Tr>
          {selected && (
            <Table.Th w={40}>
              <Checkbox aria-label="Choose every payout on this page" checked={all} onChange={onToggleAll} />
            </Table.Th>
          )}
          <Table.Th>Member</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th visibleFrom="sm">Bank account</Table.Th>
          <Table.Th visibleFrom="sm">Status</Table.Th>
          <Table.Th visibleFrom="md">Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payouts.map((p) => (
          <Table.Tr key={p.id} data-testid={`payout-${p.id}`}>
            {selected && (
              <Table.Td>
                <Checkbox
                  aria-label={`Choose the payout of ${p.member.name}`}
                  checked={selected.has(p.id)}
                  onChange={() => onToggle?.(p.id)}
                />
              </Table.Td>
            )}
            <Table.Td>
              <Stack gap={2}>
                <MemberLink member={p.member} />
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[p.kind] ?? p.kind}
                </Text>
                <Text size="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p.bank_name} · {p.account_number}
                </Text>
                {p.failure_reason && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {p.failure_reason}
                  </Text>
                )}
                {p.hold && (
                  <Text size="xs" c="orange.9" data-testid="payout-hold">
                    Waits: {p.hold}
                  </Text>
                )}
                <PayoutActions payout={p} />
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <Stack gap={6} align="flex-end">
                <Money naira={p.amount} fw={600} />
                <Box hiddenFrom="sm">
                  <StatusBadge {...STATUS_BADGE[p.status]} size="sm" />
                </Box>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Stack gap={2}>
                <Text size="sm">{p.account_holder_name}</Text>
                <Text size="sm" ff="monospace">
                  {p.account_number}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.bank_name} · {p.bank_code ? `code ${p.bank_code}` : 'CSV only (no bank code)'}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Stack gap={4} align="flex-start">
                <StatusBadge {...STATUS_BADGE[p.status]} />
                {p.failure_reason && (
                  <Text size="xs" c="dimmed" maw={220}>
                    {p.failure_reason}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <DateText value={p.sent_at ?? p.created_at} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
