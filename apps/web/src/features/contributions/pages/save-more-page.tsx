import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  CONTRIBUTION_MESSAGES,
  DEFAULT_BASE_UNIT_NAIRA,
  SAVE_MORE_MAX_NAIRA,
  SAVE_MORE_WARNING_NAIRA,
} from '@trust/shared';
import { formatNairaNumber } from '@trust/shared/money';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useConfirmSaveMore } from '../api/confirm-save-more.ts';
import { useStartSaveMore } from '../api/start-save-more.ts';

/** After a contribution the member goes to the dashboard after 3 seconds (part 2 section 9). */
const REDIRECT_MS = 3000;

/** The return from the checkout: verify the reference, say how it went, then go to the dashboard. */
function PaymentReturn({ reference }: { reference: string }) {
  const confirm = useConfirmSaveMore();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(reference, {
      onSuccess: () => setTimeout(() => navigate(paths.dashboard, { replace: true }), REDIRECT_MS),
    });
  }, [reference, confirm, navigate]);
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
  return (
    <Alert color="teal" title={confirm.data?.message ?? CONTRIBUTION_MESSAGES.paymentDone}>
      {formatNairaNumber(confirm.data?.data.amount)} was added to your contributions. Taking you to your
      dashboard…
    </Alert>
  );
}

function SaveMoreSkeleton() {
  return (
    <Stack gap="md" maw={520} aria-busy="true" data-testid="save-more-skeleton">
      <Title order={1} fz="h3">
        Save More
      </Title>
      <VisuallyHidden role="status">Loading your weekly amount…</VisuallyHidden>
      <Skeleton height={14} radius="sm" />
      <Skeleton height={14} width="70%" radius="sm" />
      <Card withBorder radius="md" p="lg">
        <Stack align="center" gap="md">
          <Skeleton height={16} width={140} radius="sm" />
          <Skeleton height={44} width={180} radius="sm" />
          <Skeleton height={32} width={120} radius="sm" />
          <Skeleton height={42} radius="sm" />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /savemore (part 2 sections 2.5 and 5): weeks × the weekly unit, paid through the hosted checkout. */
export default function SaveMorePage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const user = useSessionUser();
  const { data, isError, error: loadError } = useUserContribution();
  const start = useStartSaveMore();
  const [weeks, setWeeks] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (reference) return <PaymentReturn reference={reference} />;
  if (isError) return <Alert color="red">{(loadError as Error).message}</Alert>;
  // Until the member's own weekly unit arrives, a skeleton: never the default ₦1,000, which would
  // show a Gold member a price that is not theirs.
  if (!data) return <SaveMoreSkeleton />;

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
        Pay ahead or add to your savings: each week is {formatNairaNumber(unit)} on your plan. The money is
        added to your contributions once the payment succeeds.
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
            {formatNairaNumber(amount)}
          </Text>
          {atMax && (
            <Text size="sm" c="red.9">
              You have reached the most you can save in one payment ({formatNairaNumber(SAVE_MORE_MAX_NAIRA)}
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
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Confirm payment"
        centered
      >
        <Stack>
          <Text>
            You are about to pay {formatNairaNumber(amount)} for {weeks} {weeks === 1 ? 'week' : 'weeks'}. You
            will be taken to the secure payment page.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={start.isPending} onClick={pay}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
