import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { DetailSkeleton } from '../../../ui/page-skeleton.tsx';
import { Receipt } from '../../../ui/receipt.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { receiptQuery } from '../api/receipt.ts';

/** Where the receipt's Continue may lead: the next step of joining, never an address from the URL. */
const NEXT = new Set<string>([paths.dashboard, paths.trustpartner]);

/**
 * /receipt?reference=&next=: after a plan payment, what was paid, the reference to quote to support,
 * the date, how, and what it bought (the same receipt is e-mailed), printable. Continue goes on to
 * the next step.
 */
export default function ReceiptPage() {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const reference = params.get('reference') ?? '';
  const next = NEXT.has(params.get('next') ?? '') ? (params.get('next') as string) : paths.dashboard;
  const receipt = useQuery(receiptQuery(reference));
  const r = receipt.data;

  return (
    <Container component="main" size={560} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="payment" />
        <Title order={1} fz="h2">
          Payment successful
        </Title>
        {!reference ? (
          <Alert color="yellow" title="Your receipt is not ready yet">
            <Text size="sm" c="dark.8">
              No payment was named. It is also sent to your e-mail address once the payment is confirmed.
            </Text>
          </Alert>
        ) : receipt.isError ? (
          <ErrorState
            title="Your receipt is not ready yet"
            message={`${(receipt.error as Error).message} It is also sent to your e-mail address once the payment is confirmed.`}
            onRetry={receipt.refetch}
            retrying={receipt.isFetching}
          />
        ) : !r ? (
          <DetailSkeleton label="Loading your receipt" rows={5} />
        ) : (
          <Receipt
            amount={r.amount}
            lines={r.items}
            reference={r.reference}
            paidAt={r.paid_at}
            method={r.method}
          >
            We received your payment of{' '}
            <strong>
              <Money naira={r.amount} />
            </strong>{' '}
            for the {r.plan_name} plan. A copy of this receipt was sent to your e-mail address.
          </Receipt>
        )}
        <Button size="md" onClick={() => navigate(next, { replace: true })}>
          Continue
        </Button>
      </Stack>
    </Container>
  );
}
