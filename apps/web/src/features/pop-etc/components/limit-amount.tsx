import { TextInput } from '@mantine/core';
import { moneyText } from '../../../ui/money-text.ts';

/** The amount applied for: the plan's limit for the product, shown and never edited (section 5). */
export function LimitAmount({ kind, amount }: { kind: 'pop' | 'etc'; amount: number }) {
  return (
    <TextInput
      label="Amount"
      description={`Your plan's ${kind.toUpperCase()} limit. It cannot be changed.`}
      value={moneyText({ naira: amount })}
      readOnly
      data-testid={`${kind}-amount`}
    />
  );
}
