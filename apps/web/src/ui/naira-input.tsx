/**
 * NairaInput: the field for an amount of naira a member types (a loan amount, a flexi amount, a
 * redemption). It shows "₦1,500.50" as typed, refuses a third decimal, and gives the form kobo (a
 * bigint, or null while empty) read by the shared parser, so no amount ever passes through a float.
 * Use it wherever a member types money; a fixed amount is shown with Money, not a read-only field.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Kobo } from '@trust/shared/money';
import { useState } from 'react';
import { allowsNairaText, nairaInputText, readNairaInput } from './naira-input-value.ts';

export interface NairaInputProps
  extends Omit<
    NumberInputProps,
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onValueChange'
    | 'prefix'
    | 'decimalScale'
    | 'thousandSeparator'
    | 'allowNegative'
    | 'isAllowed'
    | 'styles'
  > {
  /** The amount in kobo; null while the field is empty or not an amount. */
  value: Kobo | null;
  onChange: (kobo: Kobo | null) => void;
}

export function NairaInput({ value, onChange, error, ...props }: NairaInputProps) {
  const [text, setText] = useState(() => nairaInputText(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The text as typed while it means the form's amount ("1500." is 1500 being typed); an amount set
  // from outside (a reset, a preset) replaces it.
  const reading = readNairaInput(text);
  const typed = reading.kobo === (value ?? null) || reading.error !== null;
  const shown = typed ? text : nairaInputText(value);
  return (
    <NumberInput
      {...props}
      value={shown}
      valueIsNumericString
      prefix="₦"
      thousandSeparator=","
      allowNegative={false}
      hideControls
      isAllowed={(v) => allowsNairaText(v.value)}
      onValueChange={(payload, event) => {
        if (event.source !== 'event') return;
        const next = readNairaInput(payload.value);
        setText(payload.value);
        setProblem(next.error);
        onChange(next.kobo);
      }}
      error={(typed ? problem : null) ?? error}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
