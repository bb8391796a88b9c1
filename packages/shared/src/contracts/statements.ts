import { z } from 'zod';

/**
 * GET /statement: a statement of account for the signed-in member over a range of Lagos calendar days,
 * as a PDF or a CSV file. Dates travel as YYYY-MM-DD (a date input's own value), never shown to a
 * person that way: the file and the screen write "3 Dec 2026".
 */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The longest range one statement covers: five years of Lagos days (a member's cycles over the years). */
export const STATEMENT_MAX_DAYS = 5 * 366;

export const STATEMENT_MESSAGES = {
  fromMissing: 'Enter the From date',
  fromInvalid: 'Enter the From date as a real date (YYYY-MM-DD)',
  toMissing: 'Enter the To date',
  toInvalid: 'Enter the To date as a real date (YYYY-MM-DD)',
  fromAfterTo: 'The From date must be on or before the To date',
  toInFuture: 'The To date cannot be after today',
  tooLong: 'A statement covers at most 5 years: choose a later From date',
  format: 'Choose PDF or CSV',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d && y >= 2000;
}

const dayField = (missing: string, invalid: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((s) => isCalendarDay(s), invalid);

export const statementQuerySchema = z.object({
  from: dayField(STATEMENT_MESSAGES.fromMissing, STATEMENT_MESSAGES.fromInvalid),
  to: dayField(STATEMENT_MESSAGES.toMissing, STATEMENT_MESSAGES.toInvalid),
  format: z.enum(STATEMENT_FORMATS, { error: STATEMENT_MESSAGES.format }).default('pdf'),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The file itself (application/pdf or text/csv), not the envelope. */
export const statementFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * Checks a range the way the server does (the form shows the same messages beside its fields):
 * from and to are YYYY-MM-DD, today is today's Lagos day as YYYY-MM-DD. Null when the range is fine.
 */
export function statementRangeProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  if (!from) return { field: 'from', message: STATEMENT_MESSAGES.fromMissing };
  if (!isCalendarDay(from)) return { field: 'from', message: STATEMENT_MESSAGES.fromInvalid };
  if (!to) return { field: 'to', message: STATEMENT_MESSAGES.toMissing };
  if (!isCalendarDay(to)) return { field: 'to', message: STATEMENT_MESSAGES.toInvalid };
  if (from > to) return { field: 'from', message: STATEMENT_MESSAGES.fromAfterTo };
  if (to > today) return { field: 'to', message: STATEMENT_MESSAGES.toInFuture };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > STATEMENT_MAX_DAYS) return { field: 'from', message: STATEMENT_MESSAGES.tooLong };
  return null;
}
