import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOAN_PHASE_TEXT, type MemberLoan } from '@trust/shared/loan-phase';
import { LoanPhaseBadge } from '../../../ui/loan-phase.tsx';
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

/**
 * The three wallet figures with their actions (part 2 sections 2.3, 4.3 and 4.5). The Loans figure, its
 * status and its action all come from the member's loan phase, as the badge, the wallet and the
 * transactions read it.
 */
export function WalletCard(props: {
  contribution: number;
  earnings: number;
  /** The member's loan as every screen reads it (@trust/shared loan-phase.ts). */
  loan: MemberLoan;
  action: ContributionsAction;
  /** Why Cashout is not available now, shown under it (null when it is, or nothing to say). */
  cashoutNote?: string | null;
  onContributions: () => void;
  onRedeem: () => void;
  onLoan: () => void;
}) {
  const loan = LOAN_PHASE_TEXT[props.loan.phase];
  // Under way, the figure is what is owed once paid out, else the loan's amount; with none, nothing.
  const loanFigure = loan.open ? (props.loan.owed > 0 ? props.loan.owed : props.loan.amount) : 0;
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
      <Figure label="Loans" value={loanFigure} danger={props.loan.phase === 'repaying'}>
        <LoanPhaseBadge phase={props.loan.phase} data-testid="dashboard-loan-phase" />
        {loan.open && (
          <Text size="xs" c="dark.6" data-testid="dashboard-loan-text">
            {loan.text}
          </Text>
        )}
        <Button variant="light" onClick={props.onLoan}>
          {loan.actionLabel}
        </Button>
      </Figure>
    </SimpleGrid>
  );
}
