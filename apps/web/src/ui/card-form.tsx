import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardFormSchema } from '@trust/shared/contracts/payments';
import { useRef, useState } from 'react';
import type { CardPayload } from '../api/submit-card.ts';
import { formValidator } from '../lib/form-validation.ts';
import { CardNumberInput } from './card-number-input.tsx';

const digits = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);

/**
 * The card form of /carddetails (part 1 section 5): PIN and CVV masked, every rule of the spec. The
 * card's own fields (number, expiry, CVV) are the CardNumberInput part; the PIN follows the CVV.
 */
export function CardForm({
  onSubmit,
  initial,
  nameMax = 50,
  submitLabel = 'Pay now',
}: {
  onSubmit: (card: CardPayload) => Promise<void>;
  /** Name, number and expiry to start from (after an OTP charge failed); never CVV or PIN. */
  initial?: Partial<Pick<CardPayload, 'card_name' | 'card_number' | 'card_exp'>> | null;
  /** The longest card holder name: 50 on /carddetails, 40 on /changecard (part 2 section 5). */
  nameMax?: number;
  submitLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  const validate = formValidator(cardFormSchema(new Date(), { nameMax }));
  const form = useForm<CardPayload>({
    initialValues: {
      card_name: initial?.card_name ?? '',
      card_number: initial?.card_number ?? '',
      card_exp: initial?.card_exp ?? '',
      card_cvv: '',
      card_pin: '',
    },
    validate: (v) => validate({ ...v }),
    validateInputOnBlur: true,
  });
  const field = (name: keyof CardPayload, normalise: (s: string) => string) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(name, normalise(e.currentTarget.value)),
    };
  };
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Card holder name"
          withAsterisk
          autoComplete="cc-name"
          maxLength={nameMax}
          {...field('card_name', (s) => s.replace(/[^A-Za-z ]/g, ''))}
        />
        <CardNumberInput
          number={form.getInputProps('card_number')}
          expiry={form.getInputProps('card_exp')}
          cvv={form.getInputProps('card_cvv')}
          onCvvComplete={() => pinRef.current?.focus()}
        >
          <PasswordInput
            ref={pinRef}
            label="Card PIN"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            {...field('card_pin', (s) => digits(s, 4))}
          />
        </CardNumberInput>
        <Button type="submit" loading={busy} size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
