import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Money } from '../../../ui/money.tsx';
import type { ContributionsAction } from '../contributions-action.ts';

function Figure(props: { label: string; value: number; danger?: boolean; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Money
          naira={props.value}
          fz={24}
          fw={700}
          c={props.danger ? 'red.9' : undefined}
          data-testid={`wallet-${props.label}`}
        />
        {props.children}
      </Stack>
    </Card>
  );
}

/** The three wallet figures with their actions (part 2 sections 2.3, 4.3 and 4.5). */
export function WalletCard(props: {
  contribution: number;
  earnings: number;
  loans: number;
  loanStatus: number;
  action: ContributionsAction;
  /** Why Cashout is not available now, shown under it (null when it is, or nothing to say). */
  cashoutNote?: string | null;
  onContributions: () => void;
  onRedeem: () => void;
  onLoan: () => void;
}) {
  const loanLabel =
    props.loanStatus === 0
      ? 'Apply'
      : props.loanStatus === 1
        ? 'Refund/Withdraw'
        : props.loanStatus === 2
          ? 'Cancel Loan'
          : props.loanStatus === 3
            ? 'Repay'
            : 'Pending Disbursal';
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure label="Contributions" value={props.contribution}>
        <Button
          onClick={props.onContributions}
          disabled={
            props.action.kind === 'disabled' ||
            Boolean(props.cashoutNote && props.action.kind !== 'start-plan')
          }
          variant={props.action.kind === 'cashout' ? 'filled' : 'light'}
          aria-describedby={props.cashoutNote ? 'cashout-note' : undefined}
        >
          {props.action.label}
        </Button>
        {props.cashoutNote && (
          <Text size="xs" c="dark.6" id="cashout-note" data-testid="cashout-note">
            {props.cashoutNote}
          </Text>
        )}
      </Figure>
      <Figure label="Earnings" value={props.earnings}>
        <Button variant="light" onClick={props.onRedeem}>
          Redeem
        </Button>
      </Figure>
      <Figure label="Loans" value={props.loans} danger={props.loanStatus === 3}>
        <Button
          variant="light"
          onClick={props.onLoan}
          disabled={props.loanStatus === 4 || props.loanStatus === 5}
        >
          {loanLabel}
        </Button>
      </Figure>
    </SimpleGrid>
  );
}
