import { Alert, Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { otpField } from '@trust/shared/contracts/payments';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { cardDraft } from '../../../lib/card-draft.ts';
import { popup } from '../../../ui/popup.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { resendOtp } from '../api/resend-otp.ts';
import { type OtpRefusal, submitOtp } from '../api/submit-otp.ts';
import { finishWithReceipt } from '../finish-purchase.ts';

interface OtpState {
  flwRef?: string;
  chargeResponseMessage?: string;
  type?: string;
  cardData?: { last4?: string };
  attemptsLeft?: number;
  canResend?: boolean;
}

const triesText = (n: number) => `You have ${n} ${n === 1 ? 'try' : 'tries'} left for this code.`;

/**
 * /otp: the one-time code the card's bank sent (part 1 sections 2 and 5). The card page hands over
 * flwRef and the provider's message in route state. A wrong code may be typed again (3 tries per
 * charge, docs/domain-rules.md); after the last one, or when the charge fails, the member is back on
 * the card page with name, number and expiry still filled.
 */
export default function OtpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as OtpState;
  // A card change (/changecard) comes back to its own page; a plan purchase to the card details.
  const changecard = state.type === 'changecard';
  const cardPage = changecard ? paths.changecard : paths.carddetails;
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [left, setLeft] = useState(state.attemptsLeft ?? 3);
  const [refused, setRefused] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    initialValues: { otp: '' },
    validate: {
      otp: (v) => {
        const r = otpField().safeParse(v);
        return r.success ? null : (r.error.issues[0]?.message ?? null);
      },
    },
    // Checked on Submit only: a blur check would show "Enter OTP" under the emptied field (after a
    // refused code) the moment the member reaches for "Send the code again".
  });

  if (!state.flwRef) {
    return (
      <Container component="main" size={480} py="xl" px="md">
        <Alert color="yellow" title="No payment is waiting for a code">
          <Anchor component={Link} to={cardPage}>
            Enter your card details
          </Anchor>
        </Alert>
      </Container>
    );
  }
  const flwRef = state.flwRef;

  const submit = form.onSubmit(async ({ otp }) => {
    setBusy(true);
    setNotice(null);
    try {
      const { data } = await submitOtp(flwRef, otp.trim());
      cardDraft.clear();
      if (changecard) {
        const query = new URLSearchParams({ response: 'otp', reference: data.reference });
        navigate(`${paths.changecard}?${query}`, { replace: true });
        return;
      }
      navigate(await finishWithReceipt(data.reference), { replace: true });
    } catch (e) {
      const refusal = e instanceof ApiCallError ? (e.data as OtpRefusal | null) : null;
      const message = (e as Error).message;
      if (refusal && refusal.otp_attempts_left > 0) {
        // The charge still waits: type the code again on this page.
        setLeft(refusal.otp_attempts_left);
        setRefused(message);
        form.setFieldValue('otp', '');
        form.clearErrors();
        document.getElementById('otp-input')?.focus();
      } else {
        // The charge has ended: the card is entered again (name, number and expiry kept). The card
        // change page says why itself, in the spec's words.
        if (changecard) navigate(paths.changecard, { replace: true, state: { failed: message } });
        else {
          popup.error(message);
          navigate(paths.carddetails, { replace: true });
        }
      }
    } finally {
      setBusy(false);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const res = await resendOtp(flwRef);
      setLeft(res.data.otp_attempts_left);
      setRefused(null);
      setNotice(res.message);
    } catch (e) {
      setNotice((e as Error).message);
    } finally {
      setResending(false);
    }
  };

  return (
    <Container component="main" size={480} py="xl" px="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {state.type === 'plan' && <JoiningStepper step="payment" />}
          <Title order={1} fz="h2">
            Enter OTP
          </Title>
          <Text>{state.chargeResponseMessage ?? 'Enter the one-time code your bank sent you.'}</Text>
          {state.cardData?.last4 && <Text c="dark.6">Card ending {state.cardData.last4}</Text>}
          {refused && (
            <Alert color="red" variant="light" title="That code was not accepted" role="alert">
              <Text size="sm" c="dark.8">
                {refused}
              </Text>
            </Alert>
          )}
          <TextInput
            id="otp-input"
            label="OTP"
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...form.getInputProps('otp')}
            onChange={(e) => form.setFieldValue('otp', e.currentTarget.value.replace(/\D/g, '').slice(0, 7))}
          />
          <Text size="sm" c="dark.6" aria-live="polite" data-testid="otp-tries-left">
            {triesText(left)}
          </Text>
          {notice && (
            <Text size="sm" c="dark.8" role="status">
              {notice}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap">
            {state.canResend && (
              <Button variant="subtle" onClick={resend} loading={resending} px={0}>
                Send the code again
              </Button>
            )}
            <Button type="submit" loading={busy} size="md" ml="auto">
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
