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
