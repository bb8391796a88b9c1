import { Anchor, Group, Stack, Text } from '@mantine/core';
import { LOAN_PHASE_TEXT, type LoanPhase, type MemberLoan } from '@trust/shared/loan-phase';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { StatusBadge } from './status-badge.tsx';
import type { Status } from './statuses.ts';

/**
 * How each phase of the member's loan looks as a status (@trust/shared loan-phase.ts holds its words):
 * waiting is pending, granted is approved, money on its way or owed is in process, a repaid or refunded
 * loan is paid, one that ended unlent is failed. No loan has no badge.
 */
export const LOAN_PHASE_LOOK: Record<LoanPhase, Status | null> = {
  none: null,
  awaiting_trusters: 'pending',
  approved: 'approved',
  to_withdraw: 'approved',
  being_paid_out: 'in process',
  repaying: 'in process',
  repaid: 'paid',
  declined: 'failed',
  expired: 'failed',
  cancelled: 'failed',
  refunded: 'paid',
  written_off: 'failed',
};

/** The loan's phase as a badge, in the same words on every screen; nothing with no loan. */
export function LoanPhaseBadge(props: { phase: LoanPhase; 'data-testid'?: string }) {
  const look = LOAN_PHASE_LOOK[props.phase];
  if (!look) return null;
  return (
    <StatusBadge
      status={look}
      label={LOAN_PHASE_TEXT[props.phase].label}
      data-testid={props['data-testid']}
    />
  );
}

/**
 * Where a screen that cannot act on the loan itself sends the member for the phase's action: the
 * application for Apply, the loan for View loan, the trust wallet for Refund/Withdraw and Repay.
 */
export function loanActionTarget(loan: MemberLoan): { to: string; state?: { loanId: number } } {
  const action = LOAN_PHASE_TEXT[loan.phase].action;
  if (action === 'apply') return { to: paths.loan };
  if (action === 'view' && loan.loan_id !== null)
    return { to: `${paths.viewloan}?id=${loan.loan_id}`, state: { loanId: loan.loan_id } };
  return { to: paths.trustwallet };
}

/** The loan's phase with its sentence and a link to its action (the transactions' Loans tab). */
export function LoanPhaseNote(props: { loan: MemberLoan }) {
  const text = LOAN_PHASE_TEXT[props.loan.phase];
  const target = loanActionTarget(props.loan);
  return (
    <Stack gap={4} data-testid="loan-phase-note">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Your loan
        </Text>
        <LoanPhaseBadge phase={props.loan.phase} />
      </Group>
      <Text size="sm" c="dark.7">
        {text.text}{' '}
        <Anchor component={Link} to={target.to} state={target.state} underline="always">
          {text.actionLabel === 'Apply' ? 'Apply for a loan' : text.actionLabel}
        </Anchor>
      </Text>
    </Stack>
  );
}
