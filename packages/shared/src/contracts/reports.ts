import { z } from 'zod';
import { isCalendarDay } from './statements.ts';

/** The console's reports (finance; admin): each one a table, a chart, a CSV file and a PDF. */
export const REPORT_NAMES = [
  'loans-outstanding',
  'contributions-by-week',
  'contribution-arrears',
  'cashout-liability',
  'pop-etc-outstanding',
  'income-statement',
  'balance-sheet',
  'members',
  'trial-balance',
  'account-balances',
  'at-risk-members',
  'cashouts-due',
  'payouts',
  'referral-earnings',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/**
 * What a report's dates mean: `period` reports count what happened from one Lagos day to another
 * (both included); `as-at` reports read the books at the end of one Lagos day (the To date); `now`
 * reports read today's figures only.
 */
export const REPORT_RANGES = ['period', 'as-at', 'now'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** The longest period a report covers (5 years, as a statement). */
export const REPORT_MAX_DAYS = 5 * 366;

export const REPORT_MESSAGES = {
  unknown: 'Report not found',
  fromInvalid: 'Enter the From date as a real date (YYYY-MM-DD)',
  toInvalid: 'Enter the To date as a real date (YYYY-MM-DD)',
  fromAfterTo: 'The From date must be on or before the To date',
  toInFuture: 'The To date cannot be after today',
  tooLong: 'A report covers at most 5 years: choose a later From date',
} as const;

export const reportParamsSchema = z.object({
  name: z.enum(REPORT_NAMES, REPORT_MESSAGES.unknown),
});

const optionalDay = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .refine((s) => s === undefined || isCalendarDay(s), invalid);

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD (Lagos days, both included), each optional: a report missing one
 * takes its default (see each report's range). The checks against today are the service's.
 */
export const reportQuerySchema = z
  .object({
    from: optionalDay(REPORT_MESSAGES.fromInvalid),
    to: optionalDay(REPORT_MESSAGES.toInvalid),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: REPORT_MESSAGES.fromAfterTo,
    path: ['from'],
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** A CSV file in an API description (the body is the file, not an envelope). */
export const csvFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * How a column's values read: money is naira (a number with at most 2 decimals); percent is a
 * number of per cent with at most 2 decimals (12.5 is 12.5%).
 */
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'number', 'money', 'date', 'percent']),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);

/** A headline figure shown above the table (PAR 30, total assets, …), read like a column's value. */
export const reportFigureSchema = reportColumnSchema.extend({ value: cell });
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportSchema = z.object({
  name: z.enum(REPORT_NAMES),
  title: z.string(),
  /** One sentence on where the figures come from. */
  description: z.string(),
  generated_at: z.string(),
  /** The dates the figures cover: from (period reports only) and to, Lagos days YYYY-MM-DD. */
  range: z.object({ kind: z.enum(REPORT_RANGES), from: z.string().nullable(), to: z.string() }),
  /** Headline figures, in order (none for most reports). */
  figures: z.array(reportFigureSchema),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), cell)),
  /** The totals row, when the figures add up (null otherwise). */
  totals: z.record(z.string(), cell).nullable(),
  /** What to draw: a bar chart of `series` (column keys) against the `x` column. */
  chart: z.object({ x: z.string(), series: z.array(z.string()) }),
});
export type Report = z.infer<typeof reportSchema>;

/** The reports the console lists, in its order, each with what its dates mean. */
export const reportIndexSchema = z.array(
  z.object({
    name: z.enum(REPORT_NAMES),
    title: z.string(),
    description: z.string(),
    range: z.enum(REPORT_RANGES),
  }),
);
export type ReportIndex = z.infer<typeof reportIndexSchema>;
