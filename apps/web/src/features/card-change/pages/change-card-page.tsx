import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type CardChange, CHANGE_CARD_NAME_MAX } from '@trust/shared';
import { PAYMENT_MESSAGES } from '@trust/shared/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteConfig } from '../../../api/config.ts';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { debitMethodQuery } from '../../../api/debit-method.ts';
import type { CardPayload } from '../../../api/submit-card.ts';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { cardDraft } from '../../../lib/card-draft.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { CardForm } from '../../../ui/card-form.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { Stepper } from '../../../ui/stepper.tsx';
import { cardOnFileQuery, useCardOnFile } from '../api/card-on-file.ts';
import { confirmCardChange } from '../api/confirm-card-change.ts';
import { startCardChange } from '../api/start-card-change.ts';
import { BankAccountPays } from '../components/bank-account-pays.tsx';
import { CardChanged } from '../components/card-changed.tsx';
import { CardSummary } from '../components/card-summary.tsx';

const STEPS = ['Card details', 'Verify with your bank', 'Done'] as const;

/**
 * /changecard (part 2 sections 2.12 and 4.10): the plan summary, the card on file and the form for a
 * new card, checked with a N100 charge that is refunded. An OTP answer goes to /otp (type
 * changecard), a bank page answer to that page; the browser comes back here with ?response= and the
 * reference, or from /otp with the reference. Back is blocked while the card is being changed.
 */
export default function ChangeCardPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const reference = params.get('reference') ?? params.get('trxref');
  if (params.has('response') && reference) return <ChangeReturn key={reference} reference={reference} />;
  return <CardStep failed={(location.state as { failed?: string } | null)?.failed ?? null} />;
}

function Heading({ step, adding = false }: { step: number; adding?: boolean }) {
  return (
    <>
      <Title order={1} fz="h2">
        {adding ? 'Add a card' : 'Change card'}
      </Title>
      <Stepper flow="Card change" steps={STEPS} active={step} />
    </>
  );
}

/** The card form, with why the last try failed (in the spec's words) above it. */
function CardStep({ failed: failedBefore }: { failed: string | null }) {
  useBlockBack();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onFile = useCardOnFile();
  const config = useSiteConfig();
  const hosted = config.data?.payment_gateway === 'paystack';
  const [failed, setFailed] = useState<string | null>(failedBefore);
  const [saved, setSaved] = useState<CardChange | null>(null);

  const submit = async (card: Partial<CardPayload>) => {
    setFailed(null);
    let answer: Awaited<ReturnType<typeof startCardChange>>['data'];
    try {
      answer = (await startCardChange(card, onFile.data?.card ? 3 : 4)).data;
    } catch (e) {
      const reason = e instanceof ApiCallError ? (e.data as { reason?: string } | null)?.reason : undefined;
      setFailed(reason ?? (e as Error).message);
      return;
    }
    if ('flwRef' in answer) {
      cardDraft.set(card);
      navigate(paths.otp, {
        state: {
          flwRef: answer.flwRef,
          chargeResponseMessage: answer.chargeResponseMessage,
          attemptsLeft: answer.otp_attempts_left,
          canResend: answer.can_resend,
          type: 'changecard',
          cardData: { last4: card.card_number?.replace(/\D/g, '').slice(-4) },
        },
      });
    } else if ('authurl' in answer) {
      window.location.assign(answer.authurl);
    } else {
      cardDraft.clear();
      void client.invalidateQueries({ queryKey: cardOnFileQuery().queryKey });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
      // A saved card ends a mandate on the bank account: the profile's weekly debit reads it again.
      void client.invalidateQueries({ queryKey: debitMethodQuery().queryKey });
      setSaved(answer.change);
    }
  };

  if (saved) {
    return (
      <Stack gap="md" maw={560}>
        <Heading step={2} />
        <CardChanged change={saved} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={560}>
      <Heading step={0} adding={onFile.data?.card === null} />
      {onFile.isLoading || config.isLoading ? (
        <FormSkeleton label="Loading your card" fields={5} />
      ) : onFile.isError || !onFile.data ? (
        <ErrorState
          message={(onFile.error as Error | null)?.message ?? 'Your card could not be loaded'}
          onRetry={onFile.refetch}
          retrying={onFile.isFetching}
        />
      ) : (
        <>
          <CardSummary data={onFile.data} />
          <BankAccountPays />
          {failed && (
            <Alert color="red" variant="light" title={PAYMENT_MESSAGES.transactionFailed} role="alert">
              <Text size="sm" c="dark.8" data-testid="change-failed-reason">
                {failed}. Your card on file has not changed.
              </Text>
            </Alert>
          )}
          <Text size="sm" c="dark.7">
            {onFile.data.card ? 'Enter the new card.' : 'Add a debit card for your weekly contributions.'} We
            check it with a ₦100 charge that is refunded at once; from then on your contributions are debited
            from it{onFile.data.card ? ' and the old card is no longer charged' : ''}. We never store your
            card number, CVV or PIN.
          </Text>
          {hosted ? (
            <Button size="md" onClick={() => submit({})}>
              Continue to the secure card page
            </Button>
          ) : (
            <CardForm
              onSubmit={submit}
              initial={cardDraft.get()}
              nameMax={CHANGE_CARD_NAME_MAX}
              submitLabel={onFile.data.card ? 'Change card' : 'Add card'}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Back from the bank's page or the OTP: the server confirms the change with the provider. */
function ChangeReturn({ reference }: { reference: string }) {
  useBlockBack();
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);
  const [change, setChange] = useState<CardChange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = async () => {
    setError(null);
    try {
      const { data } = await confirmCardChange(reference);
      if (data.state === 'failed') {
        navigate(paths.changecard, { replace: true, state: { failed: data.message } });
        return;
      }
      if (data.state === 'changed') {
        cardDraft.clear();
        void client.invalidateQueries({ queryKey: cardOnFileQuery().queryKey });
        void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
        void client.invalidateQueries({ queryKey: debitMethodQuery().queryKey });
      }
      setChange(data);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per reference (the page is keyed on it)
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void check();
  }, []);

  return (
    <Stack gap="md" maw={560}>
      <Heading step={change?.state === 'changed' ? 2 : 1} adding={change ? !change.replaced : false} />
      {error ? (
        <ErrorState message={error} title="Your card change could not be checked" onRetry={check} />
      ) : !change ? (
        <Center mih="30vh">
          <Stack align="center" gap="sm">
            <Loader aria-label="Checking your card" />
            <Text>Checking your card…</Text>
          </Stack>
        </Center>
      ) : change.state === 'changed' ? (
        <CardChanged change={change} />
      ) : (
        <Alert color="yellow" variant="light" title="Waiting for your bank" role="status">
          <Stack gap="sm">
            <Text size="sm" c="dark.8">
              Your bank has not confirmed the card yet. Your card on file stays as it is until it does.
            </Text>
            <Button variant="default" onClick={() => void check()} w="fit-content">
              Check again
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
