import { Center, Container, Loader, Stack, Text } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@trust/shared/contracts/payments';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { popup } from '../../../ui/popup.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { verifyPayment } from '../api/verify-payment.ts';
import { finishPurchase, receiptPath } from '../finish-purchase.ts';

/**
 * The browser came back from the payment page with ?reference=&trxref= (part 1 section 4): verify,
 * buy the plan, then its receipt, whose Continue leads to the trust partner step or the dashboard. A failed payment says
 * 'your transaction failed, please try again later' and goes back to the card form.
 */
export function PaymentReturn({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      let paid = false;
      try {
        paid = (await verifyPayment(reference)).data.pr_response.status;
      } catch (e) {
        console.warn('payment response missing', e);
      }
      if (!paid) {
        popup.error(PAYMENT_MESSAGES.transactionFailed, 402);
        navigate(paths.carddetails, { replace: true });
        return;
      }
      try {
        // The receipt comes first; its Continue leads to the trust partner step or the dashboard.
        navigate(receiptPath(reference, await finishPurchase(reference)), { replace: true });
      } catch {
        popup.error(PAYMENT_MESSAGES.transactionFailed, 402);
        navigate(paths.carddetails, { replace: true });
      }
    })();
  }, [reference, navigate]);

  return (
    <Container component="main" size={520} py="xl" px="md">
      <JoiningStepper step="payment" />
      <Center mih="40vh">
        <Stack align="center" gap="sm">
          <Loader aria-label="Checking your payment" />
          <Text>Checking your payment…</Text>
        </Stack>
      </Center>
    </Container>
  );
}
