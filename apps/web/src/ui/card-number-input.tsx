/**
 * CardNumberInput: the card's own fields, for any form that takes a card: the number grouped
 * 4-4-4-4 as it is typed, with its brand (Visa, Mastercard, Verve) shown as soon as the first digits
 * tell it; the expiry typed as MM/YY; the CVV masked. The cursor moves on by itself when a field is
 * complete: number -> expiry -> CVV -> `onCvvComplete` (the form's next field, e.g. the card PIN).
 * The form keeps the number as digits only; the grouping is display. Extra fields of the same row
 * (the card PIN) go in as children. Labels are fixed: "Card number", "Expiry (MM/YY)", "CVV".
 */
import { Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Icon, IconBrandMastercard, IconBrandVisa, IconCreditCard } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  CARD_BRAND_NAME,
  CARD_NUMBER_MAX_DIGITS,
  type CardBrand,
  cardBrand,
  cardNumberComplete,
  caretAfterDigits,
  formatExpiry,
  groupCardNumber,
  onlyDigits,
} from './card-number.ts';

/** One field's binding, as a form gives it (Mantine's getInputProps fits). */
interface CardField {
  /** Empty when absent. */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onBlur?: () => void;
  onFocus?: () => void;
}

export interface CardNumberInputProps {
  /** Digits only, in and out. */
  number: CardField;
  /** MM/YY. */
  expiry: CardField;
  /** Digits only. */
  cvv: CardField;
  /** The CVV is complete: move the cursor on. */
  onCvvComplete?: () => void;
  /** More fields beside the expiry and CVV. */
  children?: ReactNode;
}

const BRAND_ICON: Record<CardBrand, Icon> = {
  visa: IconBrandVisa,
  mastercard: IconBrandMastercard,
  verve: IconCreditCard,
};

function BrandMark({ brand }: { brand: CardBrand | null }) {
  const BrandIcon = brand ? BRAND_ICON[brand] : null;
  return (
    <Group gap={4} wrap="nowrap" pr="xs" aria-live="polite" data-testid="card-brand">
      {BrandIcon && <BrandIcon size={20} stroke={1.6} aria-hidden />}
      {brand && (
        <Text size="xs" fw={700} c="dark.7">
          {CARD_BRAND_NAME[brand]}
        </Text>
      )}
    </Group>
  );
}

export function CardNumberInput({ number, expiry, cvv, onCvvComplete, children }: CardNumberInputProps) {
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvvRef = useRef<HTMLInputElement>(null);
  // Where the cursor goes once a regrouped number is on screen (set before the browser paints).
  const caretAfterRender = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterRender.current;
    if (at === null) return;
    caretAfterRender.current = null;
    numberRef.current?.setSelectionRange(at, at);
  });
  const numberValue = number.value ?? '';
  const expiryValue = expiry.value ?? '';
  const cvvValue = cvv.value ?? '';
  const brand = cardBrand(numberValue);

  const changeNumber = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const digits = onlyDigits(input.value, CARD_NUMBER_MAX_DIGITS);
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = onlyDigits(input.value.slice(0, caret), CARD_NUMBER_MAX_DIGITS).length;
    const typedAtEnd = caret >= input.value.length;
    const grew = digits.length > numberValue.length;
    // A digit typed or deleted mid-number: once regrouped, the cursor stays where the member types.
    if (!typedAtEnd) caretAfterRender.current = caretAfterDigits(groupCardNumber(digits), digitsBeforeCaret);
    number.onChange(digits);
    if (grew && typedAtEnd && cardNumberComplete(digits)) expiryRef.current?.focus();
  };
  const changeExpiry = (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = formatExpiry(e.currentTarget.value);
    const grew = next.length > expiryValue.length;
    expiry.onChange(next);
    if (grew && next.length === 5) cvvRef.current?.focus();
  };
  const changeCvv = (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = onlyDigits(e.currentTarget.value, 3);
    const grew = next.length > cvvValue.length;
    cvv.onChange(next);
    if (grew && next.length === 3) onCvvComplete?.();
  };

  return (
    <Stack gap="sm">
      <TextInput
        ref={numberRef}
        label="Card number"
        withAsterisk
        inputMode="numeric"
        autoComplete="cc-number"
        // 20 digits and the spaces between their groups.
        maxLength={CARD_NUMBER_MAX_DIGITS + 4}
        value={groupCardNumber(numberValue)}
        onChange={changeNumber}
        onBlur={number.onBlur}
        onFocus={number.onFocus}
        error={number.error}
        rightSection={<BrandMark brand={brand} />}
        rightSectionWidth={112}
        rightSectionPointerEvents="none"
        styles={{ input: { fontVariantNumeric: 'tabular-nums' }, section: { justifyContent: 'flex-end' } }}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          ref={expiryRef}
          label="Expiry (MM/YY)"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={expiryValue}
          onChange={changeExpiry}
          onBlur={expiry.onBlur}
          onFocus={expiry.onFocus}
          error={expiry.error}
        />
        <PasswordInput
          ref={cvvRef}
          label="CVV"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          value={cvvValue}
          onChange={changeCvv}
          onBlur={cvv.onBlur}
          onFocus={cvv.onFocus}
          error={cvv.error}
        />
        {children}
      </SimpleGrid>
    </Stack>
  );
}
