/** The card's brand, read from its first digits: what a member checks they typed the right card. */
export type CardBrand = 'visa' | 'mastercard' | 'verve';

export const CARD_BRAND_NAME: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
};

/** A card number holds at most 20 digits (part 1 section 5). */
export const CARD_NUMBER_MAX_DIGITS = 20;

/** Digits only, at most `max`: what a member typed or pasted, spaces and dashes gone. */
export const onlyDigits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/**
 * Verve, Nigeria's domestic scheme, first: its 5060/5061 numbers would otherwise look like a
 * Mastercard's 5. Visa starts with 4; Mastercard with 51 to 55 or 2221 to 2720.
 */
export function cardBrand(digits: string): CardBrand | null {
  if (/^(5060|5061|6500)/.test(digits)) return 'verve';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** "4084084084084081" -> "4084 0840 8408 4081": groups of four as printed on the card. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Whether the number is as long as its brand's numbers get, so the cursor may move on to the
 * expiry: Visa and Mastercard 16 digits, Verve 19 (a 16-digit Verve card is typed in full and
 * moved on from by hand). A number of no known brand never moves on by itself.
 */
export function cardNumberComplete(digits: string): boolean {
  const brand = cardBrand(digits);
  if (brand === 'verve') return digits.length === 19;
  if (brand) return digits.length === 16;
  return false;
}

/** Types MM/YY: digits only, the slash added once the month is typed. */
export function formatExpiry(text: string): string {
  const d = onlyDigits(text, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/**
 * Where the cursor goes after the number is regrouped: just after the same count of digits as
 * before, so a digit typed or deleted in the middle keeps the cursor where the member is typing.
 */
export function caretAfterDigits(grouped: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (/\d/.test(grouped[i] as string)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return grouped.length;
}
