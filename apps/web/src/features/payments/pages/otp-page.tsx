import { Alert, Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { otpField } from '@trust/shared/contracts/payments';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { submitOtp } from '../api/payments.ts';
import { finishPurchase } from '../finish-purchase.ts';

interface OtpState {
  flwRef?: string;
  chargeResponseMessage?: string;
  type?: string;
  cardData?: { last4?: string };
}

/**
 * /otp: the one-time code the card's bank sent (part 1 sections 2 and 5). The card page hands over
 * flwRef and the provider's message in route state. A refused code goes back to the card page.
 */
export default function OtpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as OtpState;
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { otp: '' },
    validate: {
      otp: (v) => {
        const r = otpField().safeParse(v);
        return r.success ? null : (r.error.issues[0]?.message ?? null);
      },
    },
    validateInputOnBlur: true,
  });

  if (!state.flwRef) {
    return (
      <Container size={480} py="xl" px="md">
        <Alert color="yellow" title="No payment is waiting for a code">
          <Anchor component={Link} to="/carddetails">
            Enter your card details
          </Anchor>
        </Alert>
      </Container>
    );
  }

  const submit = form.onSubmit(async ({ otp }) => {
    setBusy(true);
    try {
      const { data } = await submitOtp(state.flwRef as string, otp.trim());
      navigate(await finishPurchase(data.reference), { replace: true });
    } catch {
      // The pop-up shows the provider's words; the charge has ended, so the card is entered again.
      navigate('/carddetails', { replace: true });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Container size={480} py="xl" px="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} fz="h2">
            Enter OTP
          </Title>
          <Text>{state.chargeResponseMessage ?? 'Enter the one-time code your bank sent you.'}</Text>
          {state.cardData?.last4 && <Text c="dimmed">Card ending {state.cardData.last4}</Text>}
          <TextInput
            label="OTP"
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...form.getInputProps('otp')}
            onChange={(e) => form.setFieldValue('otp', e.currentTarget.value.replace(/\D/g, '').slice(0, 7))}
          />
          <Button type="submit" loading={busy} size="md">
            Submit
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
