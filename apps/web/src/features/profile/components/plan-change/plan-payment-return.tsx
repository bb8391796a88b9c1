import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { receiptQuery } from '../../../../api/payment-receipt.ts';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { FormSkeleton } from '../../../../ui/page-skeleton.tsx';
import { Receipt } from '../../../../ui/receipt.tsx';
import { useVerifyPlanPayment } from '../../api/verify-plan-payment.ts';

/** The spec's words for a failed card payment (part 2 section 8). */
const FAILED = 'your transaction failed, please try again later';

/**
 * The return from the provider on /profile?reference=&trxref= (part 2 section 4.7, the plan-payment
 * flow): verifies the payment once, then shows the receipt with what the price was made of (the fee
 * balance and the top-up, in the words the confirmation used, from GET /paymentreceipt), or that it
 * failed, or that it is still being confirmed.
 */
export function PlanPaymentReturn({ reference, onDone }: { reference: string; onDone: () => void }) {
  const verify = useVerifyPlanPayment();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(reference);
  }, [reference, verify]);

  const done = (
    <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
      Back to my profile
    </Button>
  );
  if (verify.isError) {
    return (
      <Stack gap="sm">
        <ErrorState
          message={verify.error.message}
          onRetry={() => verify.mutate(reference)}
          retrying={verify.isPending}
        />
        {done}
      </Stack>
    );
  }
  const r = verify.data;
  const paid = r?.state === 'success' && r.paid_at ? r : null;
  if (!r) return <FormSkeleton label="Confirming your payment" fields={3} />;
  if (paid) return <ChangeReceipt reference={paid.reference} done={done} />;
  return (
    <Stack gap="sm">
      <Alert color={r.state === 'pending' ? 'yellow' : 'red'} role="alert" data-testid="plan-payment-state">
        {r.state === 'pending' ? r.message : FAILED}
      </Alert>
      {done}
    </Stack>
  );
}

/** The receipt of a confirmed upgrade, itemised by the server. */
function ChangeReceipt(props: { reference: string; done: React.ReactNode }) {
  const receipt = useQuery(receiptQuery(props.reference));
  const r = receipt.data;
  if (receipt.isError) {
    return (
      <Stack gap="sm">
        <ErrorState
          title="Your receipt is not ready yet"
          message={`${receipt.error.message} Your payment went through; try again in a moment.`}
          onRetry={receipt.refetch}
          retrying={receipt.isFetching}
        />
        {props.done}
      </Stack>
    );
  }
  if (!r) return <FormSkeleton label="Loading your receipt" fields={3} />;
  return (
    <Stack gap="sm">
      <Receipt
        title="Plan change receipt"
        amount={r.amount}
        lines={r.items}
        reference={r.reference}
        paidAt={r.paid_at}
        method={r.method}
      >
        We received your payment of <Money naira={r.amount} fw={700} />. Your plan is now {r.plan_name}.
      </Receipt>
      {props.done}
    </Stack>
  );
}
