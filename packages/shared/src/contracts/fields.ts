import { z } from 'zod';

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
export const MAX_AMOUNT_KOBO = BigInt(MAX_AMOUNT_NAIRA) * 100n;

/** The refusal of an amount above MAX_AMOUNT_NAIRA, naming the field: "The cashout amount is too large". */
export const amountTooLargeMessage = (label: string) => `${label} is too large`;

/**
 * An amount in naira as forms and the API send it (a number or its text, at most 2 decimals),
 * positive and at most MAX_AMOUNT_NAIRA. `required` is the spec's text for a missing or unreadable
 * amount; `label` names the field in the too-large message ("The cashout amount").
 */
export const nairaAmountField = (opts: { required: string; positive: string; label: string }) =>
  z.coerce
    .number({ error: opts.required })
    .refine(Number.isFinite, opts.required)
    .positive(opts.positive)
    .max(MAX_AMOUNT_NAIRA, amountTooLargeMessage(opts.label))
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'Enter the amount in naira with at most 2 decimals',
    );
