import { Button, Card, Group, Stack, Tabs, Title } from '@mantine/core';
import type { TransactionType } from '@trust/shared';
import { useState } from 'react';
import { useDashboard } from '../../../api/dashboard.ts';
import { LoanPhaseNote } from '../../../ui/loan-phase.tsx';
import { StatementForm } from '../components/statement-form.tsx';
import { TransactionsTab } from '../components/transactions-tab.tsx';
import { lagosDay } from '../date-range.ts';

const TABS: { type: TransactionType; label: string }[] = [
  { type: 'contribution', label: 'Contributions' },
  { type: 'referal', label: 'Trust Earnings' },
  { type: 'loan', label: 'Loans' },
  { type: 'pop', label: 'Purchase Order Power' },
  { type: 'etc', label: 'Emergency Travel Cover' },
];

/**
 * /transactions (part 2 section 2.7): five tabs from the member's own ledger accounts, and the
 * statement of account to download (from the current cycle's start to today unless changed; from
 * 1 January without a running cycle).
 */
export default function TransactionsPage() {
  const [statementOpen, setStatementOpen] = useState(false);
  const { data: dashboard } = useDashboard();
  const today = lagosDay(new Date());
  const started = dashboard?.cycle_progress?.started_at;
  const cycleStart = started ? lagosDay(started) : null;
  // A cycle dated after today cannot open a range that ends today: 1 January instead.
  const defaultFrom = cycleStart && cycleStart <= today ? cycleStart : `${today.slice(0, 4)}-01-01`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h3">
          Transactions
        </Title>
        <Button
          variant={statementOpen ? 'light' : 'filled'}
          aria-expanded={statementOpen}
          aria-controls="statement-form"
          onClick={() => setStatementOpen((o) => !o)}
        >
          Download statement
        </Button>
      </Group>
      {statementOpen && (
        <div id="statement-form">
          <StatementForm key={defaultFrom} defaultFrom={defaultFrom} today={today} />
        </div>
      )}
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
            {/* The loan's phase as the dashboard and the wallet read it: an approved loan has no row yet. */}
            {t.type === 'loan' && dashboard && dashboard.loan.phase !== 'none' ? (
              <Card withBorder radius="md" p="sm" mt="md">
                <LoanPhaseNote loan={dashboard.loan} />
              </Card>
            ) : null}
            <TransactionsTab type={t.type} label={t.label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
