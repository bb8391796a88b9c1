import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../../ui/page-skeleton.tsx';
import { Receipt } from '../../../../ui/receipt.tsx';
import { useVerifyPlanPayment } from '../../api/verify-plan-payment.ts';

/** The spec's words for a failed card payment (part 2 section 8). */
const FAILED = 'your transaction failed, please try again later';

/**
 * The return from the provider on /profile?reference=&trxref= (part 2 section 4.7, the plan-payment
 * flow): verifies the payment once, then shows the receipt, or that it failed, or that it is still
 * being confirmed.
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
  if (!r) return <FormSkeleton label="Confirming your payment" fields={3} />;
  if (r.state === 'success' && r.paid_at) {
    return (
      <Stack gap="sm">
        <Receipt
          title="Plan change receipt"
          amount={r.amount}
          lines={[
            { label: 'Plan upgrade: membership fee balance and contribution top-up', amount: r.amount },
          ]}
          reference={r.reference}
          paidAt={r.paid_at}
          method="Card"
        >
          We received your payment. Your new plan is active.
        </Receipt>
        {done}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color={r.state === 'pending' ? 'yellow' : 'red'} role="alert" data-testid="plan-payment-state">
        {r.state === 'pending' ? r.message : FAILED}
      </Alert>
      {done}
    </Stack>
  );
}
