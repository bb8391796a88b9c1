import { ActionIcon, Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CONTRIBUTION_MESSAGES,
  DEFAULT_BASE_UNIT_NAIRA,
  SAVE_MORE_MAX_NAIRA,
  SAVE_MORE_WARNING_NAIRA,
} from '@trust/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { receiptQuery } from '../../../api/payment-receipt.ts';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { DetailSkeleton, FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { Receipt } from '../../../ui/receipt.tsx';
import { useConfirmSaveMore } from '../api/confirm-save-more.ts';
import { useStartSaveMore } from '../api/start-save-more.ts';

/**
 * The return from the checkout: verify the reference, say how it went, and end on the receipt (what
 * was paid, the reference, the date, the weeks it paid, from GET /paymentreceipt). The spec's move to
 * the dashboard after 3 seconds would take the member away from their receipt; they go on with the
 * button (docs/domain-rules.md, "Every payment ends on a receipt").
 */
function PaymentReturn({ reference }: { reference: string }) {
  const confirm = useConfirmSaveMore();
  const navigate = useNavigate();
  const asked = useRef(false);
  const paid = confirm.data?.data.status === 'success';
  const receipt = useQuery({ ...receiptQuery(reference), enabled: paid });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(reference);
  }, [reference, confirm]);
  const toDashboard = (
    <Button w="fit-content" onClick={() => navigate(paths.dashboard, { replace: true })}>
      Go to my dashboard
    </Button>
  );
  if (confirm.isPending || confirm.isIdle) {
    return (
      <Center mih="40vh">
        <Stack align="center">
          <Loader aria-label="Confirming your payment" />
          <Text>Confirming your payment…</Text>
        </Stack>
      </Center>
    );
  }
  if (confirm.isError) {
    return (
      <Alert color="red" title="Payment not completed">
        <Stack>
          <Text>{CONTRIBUTION_MESSAGES.paymentFailed}</Text>
          <Button w="fit-content" onClick={() => navigate(paths.savemore, { replace: true })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!paid) {
    return (
      <Alert color="yellow" title="Your payment is not confirmed yet">
        <Stack>
          <Text size="sm">
            The payment page has not told us the payment went through. If you paid, your contributions change
            as soon as it is confirmed, and your receipt is ready here.
          </Text>
          <Group>
            <Button variant="default" onClick={() => confirm.mutate(reference)}>
              Check again
            </Button>
            {toDashboard}
          </Group>
        </Stack>
      </Alert>
    );
  }
  const r = receipt.data;
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} fz="h3">
        {confirm.data?.message ?? CONTRIBUTION_MESSAGES.paymentDone}
      </Title>
      {receipt.isError ? (
        <ErrorState
          title="Your receipt is not ready yet"
          message={`${receipt.error.message} Your payment went through; try again in a moment.`}
          onRetry={receipt.refetch}
          retrying={receipt.isFetching}
        />
      ) : !r ? (
        <DetailSkeleton label="Loading your receipt" rows={5} />
      ) : (
        <Receipt
          title="Save More receipt"
          amount={r.amount}
          lines={r.items}
          reference={r.reference}
          paidAt={r.paid_at}
          method={r.method}
        >
          <Money naira={r.amount} fw={700} /> was added to your contributions. The weeks it paid are not
          debited again.
        </Receipt>
      )}
      {toDashboard}
    </Stack>
  );
}

/** /savemore (part 2 sections 2.5 and 5): weeks × the weekly unit, paid through the hosted checkout. */
export default function SaveMorePage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const user = useSessionUser();
  const { data, isError, error: loadError, refetch, isFetching } = useUserContribution();
  const start = useStartSaveMore();
  const [weeks, setWeeks] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (reference) return <PaymentReturn reference={reference} />;
  if (!data) {
    return (
      <Stack gap="md" maw={520}>
        <Title order={1} fz="h3">
          Save More
        </Title>
        {isError ? (
          <ErrorState message={(loadError as Error).message} onRetry={refetch} retrying={isFetching} />
        ) : (
          // Until the member's own weekly unit arrives, a skeleton: never the default ₦1,000, which
          // would show a Gold member a price that is not theirs.
          <FormSkeleton label="Loading your weekly amount" fields={2} data-testid="save-more-skeleton" />
        )}
      </Stack>
    );
  }

  const unit = data.base_unit || DEFAULT_BASE_UNIT_NAIRA;
  const amount = weeks * unit;
  const atMax = amount + unit > SAVE_MORE_MAX_NAIRA;

  const makePayment = () => {
    if (weeks <= 0 || amount <= 0) {
      setError(CONTRIBUTION_MESSAGES.amountZero);
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const pay = () =>
    start.mutate(
      { con_week: weeks, con_amount: amount, con_currency: String(user?.cur_name ?? 'NGN') },
      { onSuccess: (res) => window.location.assign(res.data.authurl), onError: () => setConfirming(false) },
    );

  return (
    <Stack gap="md" maw={520}>
      <Title order={1} fz="h3">
        Save More
      </Title>
      <Text>
        Pay ahead or add to your savings: each week is <Money naira={unit} /> on your plan. The money is added
        to your contributions once the payment succeeds.
      </Text>
      <Card withBorder radius="md" p="lg">
        <Stack align="center" gap="md">
          <Text fw={600} id="weeks-label">
            Number of weeks
          </Text>
          <Group gap="lg" aria-labelledby="weeks-label">
            <ActionIcon
              size="xl"
              variant="light"
              aria-label="Fewer weeks"
              disabled={weeks <= 0}
              onClick={() => {
                setError(null);
                setWeeks((w) => Math.max(0, w - 1));
              }}
            >
              −
            </ActionIcon>
            <Text fz={32} fw={700} data-testid="weeks" aria-live="polite">
              {weeks}
            </Text>
            {!atMax && (
              <ActionIcon
                size="xl"
                variant="light"
                aria-label="More weeks"
                onClick={() => {
                  setError(null);
                  setWeeks((w) => w + 1);
                }}
              >
                +
              </ActionIcon>
            )}
          </Group>
          <Text
            fz={28}
            fw={700}
            c={amount >= SAVE_MORE_WARNING_NAIRA ? 'red.9' : undefined}
            data-testid="save-more-amount"
          >
            <Money naira={amount} />
          </Text>
          {atMax && (
            <Text size="sm" c="red.9">
              You have reached the most you can save in one payment (<Money naira={SAVE_MORE_MAX_NAIRA} />
              ).
            </Text>
          )}
          {error && (
            <Alert color="red" w="100%" role="alert">
              {error}
            </Alert>
          )}
          <Button size="md" fullWidth onClick={makePayment}>
            Make Payment
          </Button>
        </Stack>
      </Card>
      <ConfirmMoneyDialog
        opened={confirming}
        title="Confirm payment"
        amount={{ naira: amount }}
        from="Your card or bank account, on the secure payment page"
        to={`Your contributions${user?.u_tfp_pin ? ` (${user.u_tfp_pin})` : ''}`}
        next="You will be taken to the secure payment page. Once the payment succeeds, the money is added to your contributions and you get your receipt."
        busy={start.isPending}
        onConfirm={pay}
        onCancel={() => setConfirming(false)}
      >
        You are about to pay <Money naira={amount} /> for {weeks} {weeks === 1 ? 'week' : 'weeks'}.
      </ConfirmMoneyDialog>
    </Stack>
  );
}
