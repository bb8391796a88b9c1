/**
 * Money: every amount a member reads. Give it `kobo` (a bigint from our own arithmetic) or `naira`
 * (the API's number); it writes "₦1,500" or "₦1,500.50" through the shared formatter, never breaks
 * inside the amount, and uses tabular figures so amounts in a column line up digit under digit.
 * Use it for any amount on screen; use moneyText (money-text.ts) only where a plain string is
 * needed (an aria-label, a chart's tooltip).
 */
import { Text, type TextProps } from '@mantine/core';
import { type MoneyValue, moneyText } from './money-text.ts';

export type MoneyProps = MoneyValue & Omit<TextProps, 'children'> & { 'data-testid'?: string };

export function Money({ kobo, naira, style, ...text }: MoneyProps) {
  const value = kobo !== undefined ? { kobo } : { naira };
  return (
    <Text
      span
      inherit={text.fz === undefined && text.size === undefined}
      {...text}
      style={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, style]}
    >
      {moneyText(value)}
    </Text>
  );
}
