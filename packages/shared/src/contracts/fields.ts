import { z } from 'zod';
import { InvalidAmountError, nairaToKobo } from '../money.ts';

/** Field rules shared by several forms (part 1 section 5, part 2 section 5). */

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Letters, digits and @ $ = ! : . # % only (the spec's password alphabet). */
const PASSWORD_CHARS = /^[A-Za-z0-9@$=!:.#%]*$/;

export const maxMessage = (n: number) => `Must be ${n} characters or less`;
export const lengthMessage = (n: number) => `a field must be ${n} characters long`;
export const NUMBER_MESSAGE = 'Must be a number';

/** Required, trimmed, lowercased, valid email. */
export const emailField = (required = 'Enter email address') =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(100, maxMessage(100))
    .regex(EMAIL_RE, 'Enter valid email address');

/** The password policy: 8 to 40 characters, a letter and a number, the allowed alphabet, no spaces. */
export const passwordField = (required = 'Enter password') =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((s) => !/\s/.test(s), 'Password cannot contain spaces')
    .refine((s) => s.length <= 40, maxMessage(40))
    .refine((s) => PASSWORD_CHARS.test(s), 'Password can only contain letters, numbers and @ $ = ! : . # %')
    .refine(
      (s) => s.length >= 8 && /[A-Za-z]/.test(s) && /\d/.test(s),
      'Password must be at least 8 characters with at least one letter and one number',
    );

/** A password being typed to sign in: required, no spaces, at most 40 (no policy: old accounts). */
export const loginPasswordField = (required = 'Enter password') =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((s) => !/\s/.test(s), 'Password cannot contain spaces')
    .refine((s) => s.length <= 40, maxMessage(40));

/** Letters and spaces only, trimmed, at most 50. */
export const personNameField = (required: string, max = 50) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, maxMessage(max))
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Use letters and spaces only');

/**
 * A phone number with its country code: the leading plus is removed, then digits only,
 * at least 10 and at most 18, and not starting with 0 (a local number has no country code).
 */
export const phoneField = (required = 'Enter phone number') =>
  z
    .string({ error: required })
    .trim()
    .transform((s) => s.replace(/^\+/, ''))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d+$/, NUMBER_MESSAGE)
        .min(10, 'Enter your 10 digit Phone numbers')
        .max(18, maxMessage(18))
        .regex(/^[1-9]/, 'Start with your country code, for example 2348012345678'),
    );

/**
 * The largest record id any call accepts: ids are PostgreSQL `integer`, so a larger number would fail
 * inside the query (a 500) instead of being refused as bad input.
 */
export const MAX_ID = 2_147_483_647;

/** A record id (plan, member, meeting, notification): a whole number from 1 to MAX_ID; one message for every refusal. */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * The largest amount any call accepts, in naira (N1 trillion = 10^14 kobo). Far above any real
 * saving, and far below where kobo stop fitting a JavaScript number (9 x 10^15) or a bigint column.
 */
export const MAX_AMOUNT_NAIRA = 1_000_000_000_000;
export const MAX_AMOUNT_KOBO = nairaToKobo(MAX_AMOUNT_NAIRA);

/** The refusal of an amount above MAX_AMOUNT_NAIRA, naming the field: "The cashout amount is too large". */
export const amountTooLargeMessage = (label: string) => `${label} is too large`;

export const AMOUNT_DECIMALS_MESSAGE = 'Enter the amount in naira with at most 2 decimals';

export interface NairaAmountFieldOptions {
  /** The spec's text for a missing or unreadable amount. */
  required: string;
  /** The refusal of zero or a negative amount. */
  positive: string;
  /** The refusal above the ceiling: amountTooLargeMessage(label), or the spec's own text. */
  tooLarge: string;
  /** The ceiling, when the spec sets one below MAX_AMOUNT_KOBO (Save More's N1,000,000). */
  maxKobo?: bigint;
  /**
   * Whole naira as digits only (the flexi amount, spec part 1 section 5): anything else, decimals and
   * signs included, is refused with this message.
   */
  wholeNaira?: string;
}

/** The one message for a naira amount that is refused, or null for an amount the field takes. */
function amountRefusal(value: number | string, opts: NairaAmountFieldOptions): string | null {
  if (typeof value === 'string' && value.trim() === '') return opts.required;
  if (
    opts.wholeNaira &&
    !(typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : /^\d+$/.test(value.trim()))
  ) {
    return opts.wholeNaira;
  }
  let kobo: bigint;
  try {
    // Negatives are read so that they get the field's own "greater than zero" message.
    kobo = nairaToKobo(value, { allowNegative: true });
  } catch (e) {
    if (!(e instanceof InvalidAmountError)) throw e;
    if (e.problem === 'decimals') return AMOUNT_DECIMALS_MESSAGE;
    if (e.problem === 'too-large') return opts.tooLarge;
    return opts.required;
  }
  if (kobo <= 0n) return opts.positive;
  const max = opts.maxKobo !== undefined && opts.maxKobo < MAX_AMOUNT_KOBO ? opts.maxKobo : MAX_AMOUNT_KOBO;
  if (kobo > max) return opts.tooLarge;
  return null;
}

/**
 * An amount of money in a request: naira as forms and the API send them (a number or its text, at
 * most 2 decimals), positive and at most MAX_AMOUNT_NAIRA (or maxKobo), read exactly into kobo.
 * Every refusal carries one of the caller's messages (or AMOUNT_DECIMALS_MESSAGE) and stops the
 * parse, so a body-level refinement only ever sees kobo. Its input type is naira (number | string),
 * its output kobo (bigint).
 */
export const nairaAmountField = (opts: NairaAmountFieldOptions) =>
  z
    .union([z.number(), z.string()], { error: opts.required })
    .superRefine((value, ctx) => {
      const message = amountRefusal(value, opts);
      if (message) ctx.addIssue({ code: 'custom', message, input: value, continue: false });
    })
    .transform((value) => nairaToKobo(value));
