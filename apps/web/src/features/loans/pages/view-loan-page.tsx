import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { LOAN_PHASE_TEXT } from '@trust/shared/loan-phase';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentLoan } from '../../../api/current-loan.ts';
import { useLoanAction } from '../../../api/loan-action.ts';
import { useLoanDetail } from '../../../api/loan-detail.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LOAN_PHASE_LOOK } from '../../../ui/loan-phase.tsx';
import { Money } from '../../../ui/money.tsx';
import { DetailSkeleton } from '../../../ui/page-skeleton.tsx';
import { RefundWithdrawModal } from '../../../ui/refund-withdraw-modal.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { toIsoDay } from '../components/loan-dates.ts';
import { TrustAnswer } from '../components/trust-answer.tsx';

const ANSWER_LOOK = { Trusted: 'approved', Declined: 'failed', Pending: 'pending' } as const;

/**
 * /viewloan (state loanId, or ?id= from a notification; part 2 section 2.8): the amount, the repayment
 * date and each truster's response. The borrower may Cancel Loan Application while it waits (status
 * 2), and choose Refund/Withdraw once it is granted (1); a truster who has not answered answers here.
 */
export default function ViewLoanPage() {
  const stateId = (useLocation().state as { loanId?: number } | null)?.loanId;
  const [params] = useSearchParams();
  const current = useCurrentLoan();
  const queryId = Number(params.get('id')) || undefined;
  const loanId = stateId ?? queryId ?? current.data?.loan_id ?? null;
  const detail = useLoanDetail(loanId);
  const action = useLoanAction();
  const [cancelling, setCancelling] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const heading = (
    <Title order={1} fz="h3">
      Loan application
    </Title>
  );
  if (loanId === null && !current.isPending) {
    return (
      <Stack gap="md" maw={720}>
        {heading}
        <Text>You have no loan application.</Text>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="md" maw={720}>
        {heading}
        <ErrorState message={detail.error.message} onRetry={() => detail.refetch()} />
      </Stack>
    );
  }
  const d = detail.data;
  if (!d) return <DetailSkeleton rows={4} label="Loading the loan" />;
  // The loan's phase, in the words and look of every other screen (@trust/shared loan-phase.ts).
  const look = LOAN_PHASE_LOOK[d.phase];
  const me = d.loan_trsut_members.find((t) => !d.is_borrower && t.status === 'Pending');
  return (
    <Stack gap="md" maw={720}>
      {heading}
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text c="dark.6">
              {d.is_borrower ? 'Your loan' : `${d.borrower.u_first_name} (${d.borrower.u_tfp_pin})`}
            </Text>
            {look ? (
              <StatusBadge status={look} label={LOAN_PHASE_TEXT[d.phase].label} data-testid="loan-status" />
            ) : null}
          </Group>
          <Money naira={d.loan_req_amount} fz={28} fw={700} data-testid="loan-amount-view" />
          <Text size="sm">
            Repay by{' '}
            <DateText span value={`${toIsoDay(d.loan_req_repayment_date)}T12:00:00+01:00`} fw={600} />
          </Text>
          {d.is_borrower ? (
            <Text size="sm" c="dark.7" data-testid="loan-phase-text">
              {LOAN_PHASE_TEXT[d.phase].text}
            </Text>
          ) : null}
          {d.expires_at ? (
            <Text size="sm" c="dark.6">
              Trusters can answer until <DateText span value={d.expires_at} time />.
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm" data-testid="loan-trusters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Truster</Table.Th>
                <Table.Th>TFP</Table.Th>
                <Table.Th>Response</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.loan_trsut_members.map((t) => (
                <Table.Tr key={t.u_id}>
                  <Table.Td>{t.u_first_name}</Table.Td>
                  <Table.Td>{t.u_tfp_pin}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={ANSWER_LOOK[t.status as keyof typeof ANSWER_LOOK] ?? 'pending'}
                      label={t.status}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {action.data ? <Alert color="brand">{action.data.message}</Alert> : null}
      {action.error ? (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      ) : null}
      {!d.is_borrower && me && d.loan_status === 2 ? (
        <TrustAnswer loanId={d.loan_id} borrower={d.borrower.u_first_name} />
      ) : null}
      {d.is_borrower && d.loan_status === 1 ? (
        <Group>
          <Button onClick={() => setChoosing(true)}>Refund/Withdraw</Button>
        </Group>
      ) : null}
      <RefundWithdrawModal
        opened={choosing}
        loanId={d.loan_id}
        amount={d.loan_req_amount}
        onClose={() => setChoosing(false)}
      />
      {d.is_borrower && d.loan_status === 2 ? (
        <Group>
          <Button color="red" variant="light" onClick={() => setCancelling(true)}>
            Cancel Loan Application
          </Button>
        </Group>
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancel your loan application?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">Your trusters are released at once. You can apply again later.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() =>
                action.mutate({ action: 3, loanId: d.loan_id }, { onSettled: () => setCancelling(false) })
              }
            >
              Cancel Loan Application
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
