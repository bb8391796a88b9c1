import { Table, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@trust/shared';
import { Money } from '../../../../ui/money.tsx';
import s from './member-page.module.css';
import { SectionCard } from './section-card.tsx';

const ACCOUNT_NAMES: Record<string, string> = {
  contributions: 'Contributions (fund owes)',
  earnings: 'Earnings (fund owes)',
  loan: 'Loan (member owes)',
  pop: 'P.O.P (member owes)',
  etc: 'E.T.C (member owes)',
};

/** Every ledger account of the member with its balance, as the ledger holds it. */
export function BalancesCard({ accounts }: { accounts: AdminMemberDetail['accounts'] }) {
  return (
    <SectionCard title="Ledger balances" testId="balances-card">
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.code}>
              <Table.Td>
                <Text size="sm">{ACCOUNT_NAMES[a.kind] ?? a.kind}</Text>
                <Text size="xs" c="dimmed" className={s.mono}>
                  {a.code}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Money naira={a.balance} fw={600} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
