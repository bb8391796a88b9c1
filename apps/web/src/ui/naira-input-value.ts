import { InvalidAmountError, type Kobo, nairaToKobo, toNairaText } from '@trust/shared/money';

/** What a NairaInput's text means for the form: kobo, or why it is not an amount yet. */
export interface NairaInputReading {
  kobo: Kobo | null;
  error: string | null;
}

/**
 * The NumberInput's unformatted text ("1500.5", no ₦ and no commas) -> kobo through the shared
 * parser, exactly (never through a float). Empty is no amount and no error: whether one is required
 * is the form's rule. Errors are the parser's own messages.
 */
export function readNairaInput(text: string): NairaInputReading {
  // "1500." is an amount being typed: read it as 1500 until the decimals come.
  const typed = text.trim().replace(/\.$/, '');
  if (typed === '') return { kobo: null, error: null };
  try {
    return { kobo: nairaToKobo(typed), error: null };
  } catch (e) {
    if (e instanceof InvalidAmountError) return { kobo: null, error: e.message };
    throw e;
  }
}

/**
 * Whether a keystroke or paste may change the field to `text`: a third decimal is refused outright,
 * so "1500.555" is never quietly cut to ₦1,500.55. Half-typed text ("1500.") is allowed.
 */
export function allowsNairaText(text: string): boolean {
  const decimals = /\.(\d*)$/.exec(text)?.[1] ?? '';
  return decimals.length <= 2;
}

/** kobo -> the field's text: 150000n -> "1500", 150050n -> "1500.50", nothing -> "". */
export function nairaInputText(kobo: Kobo | null | undefined): string {
  if (kobo == null) return '';
  const text = toNairaText(kobo);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
