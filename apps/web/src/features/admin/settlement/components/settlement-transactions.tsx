import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { AdminSettlementTransaction } from '@trust/shared';
import { Link } from 'react-router';
import { adminMemberPath } from '../../../../config/paths.ts';
import { Money } from '../../../../ui/money.tsx';

const MATCH: Record<AdminSettlementTransaction['match'], { label: string; color: string }> = {
  matched: { label: 'Ours', color: 'teal' },
  amount: { label: 'Amount differs', color: 'orange' },
  unknown: { label: 'Not in our records', color: 'red' },
};

/** A settlement's transactions beside what our records hold for each, those that differ first. */
export function SettlementTransactions({ rows }: { rows: AdminSettlementTransaction[] }) {
  if (rows.length === 0)
    return <Text size="sm">The provider listed no transaction for this settlement.</Text>;
  return (
    <Table verticalSpacing="xs" data-testid="settlement-transactions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Transaction</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Fee
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((t) => (
          <Table.Tr key={t.reference}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t.reference}
                </Text>
                {t.member && (
                  <Anchor component={Link} to={adminMemberPath(t.member.id)} size="xs">
                    {t.member.name}
                  </Anchor>
                )}
                <Badge
                  color={MATCH[t.match].color}
                  variant="light"
                  size="sm"
                  style={{ alignSelf: 'flex-start' }}
                >
                  {MATCH[t.match].label}
                </Badge>
              </Stack>
            </Table.Td>
            <Table.Td ta="right">
              <Stack gap={2} align="flex-end">
                <Money naira={t.amount} size="sm" />
                {t.match === 'amount' && t.our_amount !== null && (
                  <Text size="xs" c="dimmed">
                    ours <Money naira={t.our_amount} size="xs" />
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              <Money naira={t.fees} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
