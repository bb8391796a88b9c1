import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useDashboard } from '../../../api/dashboard.ts';
import { receiptQuery } from '../../../api/payment-receipt.ts';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { DetailSkeleton } from '../../../ui/page-skeleton.tsx';
import { Receipt } from '../../../ui/receipt.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { FirstDayWelcome } from '../components/first-day-welcome.tsx';

/** Where the receipt's Continue may lead: the next step of joining, never an address from the URL. */
const NEXT = new Set<string>([paths.dashboard, paths.trustpartner]);

/**
 * /receipt?reference=&next=: after a plan payment, what was paid, the reference to quote to support,
 * the date, how, and what it bought (the same receipt is e-mailed), printable; under it the
 * welcome of a first payment (the member's TFP, what happens next, the first debit's date). Continue
 * goes on to the next step.
 */
export default function ReceiptPage() {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const reference = params.get('reference') ?? '';
  const next = NEXT.has(params.get('next') ?? '') ? (params.get('next') as string) : paths.dashboard;
  const receipt = useQuery(receiptQuery(reference));
  const r = receipt.data;
  const user = useSessionUser();
  // The first debit and the email still to verify, as the dashboard reads them, once the plan is paid.
  const dashboard = useDashboard();

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
        {r && user?.u_tfp_pin && (
          <FirstDayWelcome
            pin={user.u_tfp_pin}
            toTrustPartner={next === paths.trustpartner}
            nextDebit={dashboard.data?.savings?.next_debit}
            verifyEmail={dashboard.data?.email_verify_by ? user.u_email : null}
          />
        )}
        <Button size="md" onClick={() => navigate(next, { replace: true })}>
          Continue
        </Button>
      </Stack>
    </Container>
  );
}
