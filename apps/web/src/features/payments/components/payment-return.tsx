import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@trust/shared/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { popup } from '../../../ui/popup.tsx';
import { verifyPayment } from '../api/payments.ts';
import { finishPurchase } from '../finish-purchase.ts';

/**
 * The browser came back from the payment page with ?reference=&trxref= (part 1 section 4): verify,
 * buy the plan, then the dashboard after 3 seconds or the trust partner step. A failed payment says
 * 'your transaction failed, please try again later' and goes back to the card form.
 */
export function PaymentReturn({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      let paid = false;
      try {
        paid = (await verifyPayment(reference)).data.pr_response.status;
      } catch (e) {
        console.warn('payment response missing', e);
      }
      if (!paid) {
        popup.error(PAYMENT_MESSAGES.transactionFailed);
        navigate('/carddetails', { replace: true });
        return;
      }
      try {
        const next = await finishPurchase(reference);
        if (next === '/trustpartner') {
          navigate(next, { replace: true });
          return;
        }
        setDone(true);
        timer = setTimeout(() => navigate(next, { replace: true }), 3000);
      } catch {
        popup.error(PAYMENT_MESSAGES.transactionFailed);
        navigate('/carddetails', { replace: true });
      }
    })();
    return () => clearTimeout(timer);
  }, [reference, navigate]);

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        {done ? (
          <>
            <Title order={1} fz="h2">
              Payment successful
            </Title>
            <Text ta="center">Your plan is active. Taking you to your dashboard…</Text>
          </>
        ) : (
          <>
            <Loader aria-label="Checking your payment" />
            <Text>Checking your payment…</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
