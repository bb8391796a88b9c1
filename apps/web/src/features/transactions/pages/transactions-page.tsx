import { Stack, Tabs, Title } from '@mantine/core';
import type { TransactionType } from '@trust/shared';
import { TransactionsTab } from '../components/transactions-tab.tsx';

const TABS: { type: TransactionType; label: string }[] = [
  { type: 'contribution', label: 'Contributions' },
  { type: 'referal', label: 'Trust Earnings' },
  { type: 'loan', label: 'Loans' },
  { type: 'pop', label: 'Purchase Order Power' },
  { type: 'etc', label: 'Emergency Travel Cover' },
];

/** /transactions (part 2 section 2.7): five tabs from the member's own ledger accounts. */
export default function TransactionsPage() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        Transactions
      </Title>
      <Tabs defaultValue="contribution" keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.type} value={t.type}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.type} value={t.type}>
            <TransactionsTab type={t.type} label={t.label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
