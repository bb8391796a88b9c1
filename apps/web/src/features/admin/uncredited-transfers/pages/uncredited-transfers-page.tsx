import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { UNCREDITED_REASON_LABELS, type UncreditedTransfer } from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { ConsoleList } from '../../shared/console-list.tsx';
import { useProposeUncreditedCredit } from '../api/propose-uncredited-credit.ts';
import { useUncreditedTransfers } from '../api/uncredited-transfers.ts';

const REASON_BADGES: Record<UncreditedTransfer['reason'], string> = {
  'unknown-account': 'Unknown account',
  'not-naira': 'Not in naira',
  'member-closed': 'Member terminated',
};

/**
 * The console's Uncredited transfers (/admin/uncredited-transfers): money sent to a dedicated account
 * that could not be credited by itself, with the reason. Finance names the member it belongs to by
 * their TFP; a second operator approves the credit in Approvals (docs/domain-rules.md, "Money rails:
 * the remaining gaps").
 */
export default function UncreditedTransfersPage() {
  const transfers = useUncreditedTransfers();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Uncredited transfers</Title>
      <ConsoleList
        query={transfers}
        loading={{ label: 'Loading uncredited transfers', columns: 3 }}
        rows={(data) => data}
        empty={
          <EmptyState title="Every transfer was credited" icon={IconArrowsExchange}>
            A transfer into a member’s account number that could not be credited by itself appears here.
          </EmptyState>
        }
        summary={(_, rows) => (
          <>
            {rows.length} transfer{rows.length === 1 ? '' : 's'} to credit
          </>
        )}
        tableTestId="uncredited-table"
        head={
          <>
            <Table.Th>Transfer</Table.Th>
            <Table.Th>Credit to</Table.Th>
          </>
        }
        row={(r) => <Row key={r.id} transfer={r} />}
      />
    </Stack>
  );
}

function Row({ transfer: r }: { transfer: UncreditedTransfer }) {
  const propose = useProposeUncreditedCredit();
  const [tfp, setTfp] = useState(r.reason === 'member-closed' ? '' : (r.member?.tfp ?? ''));
  const naira = r.currency === 'NGN';
  return (
    <Table.Tr data-testid={`uncredited-${r.id}`}>
      <Table.Td>
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{naira ? <Money naira={r.amount} /> : `${r.amount} ${r.currency}`}</Text>
            <Badge variant="light" tt="none">
              {REASON_BADGES[r.reason]}
            </Badge>
          </Group>
          <Text size="sm">{UNCREDITED_REASON_LABELS[r.reason]}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To account {r.account_number ?? 'not named'}
            {r.member ? ` (${r.member.name}${r.member.tfp ? `, ${r.member.tfp}` : ''})` : ''} · reference{' '}
            {r.reference}
          </Text>
          <DateText value={r.received_at} size="xs" c="dimmed" />
        </Stack>
      </Table.Td>
      <Table.Td>
        {r.proposal_id ? (
          <Text size="sm">Waiting for approval</Text>
        ) : naira ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              propose.mutate({ id: r.id, tfp });
            }}
          >
            <Stack gap="xs" maw={260}>
              <TextInput
                label="Member’s TFP"
                aria-label={`Member’s TFP for ${r.reference}`}
                placeholder="TFP0000000000"
                value={tfp}
                onChange={(e) => setTfp(e.currentTarget.value)}
                size="sm"
              />
              <Button type="submit" size="xs" loading={propose.isPending}>
                Propose credit
              </Button>
            </Stack>
          </form>
        ) : (
          <Text size="sm">Return it through the provider</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
