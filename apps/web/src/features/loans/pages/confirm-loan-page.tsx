import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { LOAN_MESSAGES, TRUSTER_TYPES } from '@trust/shared';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { Money } from '../../../ui/money.tsx';
import type { LoanDraft } from '../api/loan-draft.ts';
import { useLoanRequest } from '../api/loan-request.ts';
import { toIsoDay } from '../components/loan-dates.ts';

const TABS = { STM: 'Silver', GTM: 'Gold', PTM: 'Platinum' } as const;

/**
 * /confirmloan (part 2 sections 2.8, 4.11): the summary, Submit Loan Application (loan_process 1), Save
 * and Continue Later (2), and Edit Selected Trusters. After success the member goes to /dashboard after
 * 3 seconds.
 */
export default function ConfirmLoanPage() {
  const navigate = useNavigate();
  const draft = (useLocation().state as { loanData?: LoanDraft } | null)?.loanData;
  const request = useLoanRequest();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.dashboard), 3000);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  if (!draft) return <Navigate to={paths.loan} replace />;
  const send = (process: 1 | 2) =>
    request.mutate(
      { draft, process },
      { onSuccess: () => setDone(process === 1 ? LOAN_MESSAGES.submitted : LOAN_MESSAGES.saved) },
    );
  const all = TRUSTER_TYPES.flatMap((t) => draft.picked[t].map((p) => ({ ...p, type: t })));

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz="h3">
        Confirm your loan application
      </Title>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text c="dark.6">Loan amount</Text>
            <Money naira={draft.amount} fw={700} fz={22} data-testid="confirm-amount" />
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Text c="dark.6">Repay by</Text>
            <DateText value={`${toIsoDay(draft.repaymentDate)}T12:00:00+01:00`} fw={600} />
          </Group>
          <Text c="dark.6">Your trusters</Text>
          <List spacing={4} data-testid="confirm-trusters">
            {all.map((p) => (
              <List.Item key={p.id}>
                {p.name} ({TABS[p.type]}, {p.pin})
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dark.6">
            Interest is zero. When you submit, your trusters are restricted for 48 hours while they answer; if
            they do not all trust you in time you apply again.
          </Text>
        </Stack>
      </Card>
      {done ? (
        <Alert color="brand" title="Done" data-testid="loan-done">
          {done} Taking you to your dashboard…
        </Alert>
      ) : null}
      {request.error ? (
        <Alert color="red" role="alert" data-testid="loan-error">
          {request.error.message}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          onClick={() => navigate(paths.addtrusters, { state: { action: 'edit', loanData: draft } })}
          disabled={Boolean(done)}
        >
          Edit Selected Trusters
        </Button>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            onClick={() => send(2)}
            loading={request.isPending}
            disabled={Boolean(done)}
          >
            Save and Continue Later
          </Button>
          <Button onClick={() => send(1)} loading={request.isPending} disabled={Boolean(done)}>
            Submit Loan Application
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
