import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardFormSchema } from '@trust/shared/contracts/payments';
import { useState } from 'react';
import { formValidator } from '../../../lib/form-validation.ts';
import type { CardPayload } from '../api/submit-card.ts';

const digits = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);
/** Types MM/YY: digits only, the slash added after the month. */
const expiry = (s: string) => {
  const d = digits(s, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/** The card form of /carddetails (part 1 section 5): PIN and CVV masked, every rule of the spec. */
export function CardForm({
  onSubmit,
  initial,
}: {
  onSubmit: (card: CardPayload) => Promise<void>;
  /** Name, number and expiry to start from (after an OTP charge failed); never CVV or PIN. */
  initial?: Partial<Pick<CardPayload, 'card_name' | 'card_number' | 'card_exp'>> | null;
}) {
  const [busy, setBusy] = useState(false);
  const validate = formValidator(cardFormSchema(new Date()));
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
          maxLength={50}
          {...field('card_name', (s) => s.replace(/[^A-Za-z ]/g, ''))}
        />
        <TextInput
          label="Card number"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={20}
          {...field('card_number', (s) => digits(s, 20))}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="Expiry (MM/YY)"
            withAsterisk
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            {...field('card_exp', expiry)}
          />
          <PasswordInput
            label="CVV"
            withAsterisk
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            {...field('card_cvv', (s) => digits(s, 3))}
          />
          <PasswordInput
            label="Card PIN"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            {...field('card_pin', (s) => digits(s, 4))}
          />
        </SimpleGrid>
        <Button type="submit" loading={busy} size="md">
          Pay now
        </Button>
      </Stack>
    </form>
  );
}
