import { formatNaira, formatNairaNumber, type Kobo } from '@trust/shared/money';

/**
 * An amount as a screen holds it: kobo (bigint) from our own arithmetic, or naira as the API sends
 * them (a number with at most 2 decimals). Named, not guessed from the type, so a kobo count can
 * never be read as naira.
 */
export type MoneyValue = { kobo: Kobo; naira?: never } | { naira: number | null | undefined; kobo?: never };

/** The one text of an amount: "₦1,500", "₦1,500.50" (kobo only when not zero), from the shared formatter. */
export function moneyText(value: MoneyValue): string {
  return value.kobo !== undefined ? formatNaira(value.kobo) : formatNairaNumber(value.naira);
}
