import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { RepayPayment } from '@trust/shared';
import { useEffect, useRef } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { Money } from '../../../ui/money.tsx';
import { popup } from '../../../ui/popup.tsx';
import { Receipt } from '../../../ui/receipt.tsx';
import { useConfirmRepayment } from '../api/confirm-repayment.ts';
import { LENDING_TEXT } from './lending-card.tsx';
import { repayTitle } from './repay-modal.tsx';

/**
 * The browser is back from the repayment's checkout (?reference=&trxref=): the server settles it once,
 * the answer shows under 'Repay Loan' (part 2 section 8), and a paid repayment shows its receipt.
 */
export function RepaymentReturn(props: { reference: string; onDone: () => void }) {
  const confirm = useConfirmRepayment();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(props.reference, {
      onSuccess: (res) => {
        if (res.data.status === 'success') popup.show(repayTitle(res.data.repay_type), res.message);
      },
      onError: (e) => {
        const data = e instanceof ApiCallError ? (e.data as RepayPayment | null) : null;
        popup.show(repayTitle(data?.repay_type ?? 'loan'), e.message);
      },
    });
  }, [props.reference, confirm]);

  if (confirm.isPending || confirm.isIdle) {
    return (
      <Center mih="30vh">
        <Stack align="center">
          <Loader aria-label="Confirming your repayment" />
          <Text>Confirming your repayment…</Text>
        </Stack>
      </Center>
    );
  }
  const back = (
    <Button w="fit-content" onClick={props.onDone}>
      Back to my wallet
    </Button>
  );
  if (confirm.isError) {
    return (
      <Alert color="red" title="Repayment not completed" role="alert">
        <Stack>
          <Text size="sm">{confirm.error.message}</Text>
          {back}
        </Stack>
      </Alert>
    );
  }
  const r = confirm.data.data;
  const short = LENDING_TEXT[r.repay_type].short;
  if (r.status !== 'success' || !r.paid_at) {
    return (
      <Alert color="yellow" title="Your repayment is not confirmed yet">
        <Stack>
          <Text size="sm">
            The payment page has not told us the payment went through. If you paid, your {short} figure
            changes as soon as it is confirmed.
          </Text>
          <Group>
            <Button variant="default" onClick={() => confirm.mutate(props.reference)}>
              Check again
            </Button>
            {back}
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Receipt
        title="Repayment receipt"
        amount={r.amount}
        lines={[{ label: `${LENDING_TEXT[r.repay_type].title} repayment`, amount: r.amount }]}
        reference={r.reference}
        paidAt={r.paid_at}
        method={r.method}
      >
        We received your repayment of <Money naira={r.amount} fw={700} />. You now owe{' '}
        <Money naira={r.outstanding} fw={700} /> on your {short}.
      </Receipt>
      {back}
    </Stack>
  );
}
