import { z } from 'zod';

/** The console's reports (finance; admin): each one a table, a chart and a CSV file. */
export const REPORT_NAMES = [
  'trial-balance',
  'account-balances',
  'contributions-by-week',
  'members',
  'at-risk-members',
  'cashouts-due',
  'payouts',
  'referral-earnings',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_MESSAGES = {
  unknown: 'Report not found',
} as const;

export const reportParamsSchema = z.object({
  name: z.enum(REPORT_NAMES, REPORT_MESSAGES.unknown),
});
/** A CSV file in an API description (the body is the file, not an envelope). */
export const csvFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/** How a column's values read: money is naira (a number with at most 2 decimals). */
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'number', 'money', 'date']),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportSchema = z.object({
  name: z.enum(REPORT_NAMES),
  title: z.string(),
  /** One sentence on where the figures come from. */
  description: z.string(),
  generated_at: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), cell)),
  /** The totals row, when the figures add up (null otherwise). */
  totals: z.record(z.string(), cell).nullable(),
  /** What to draw: a bar chart of `series` (column keys) against the `x` column. */
  chart: z.object({ x: z.string(), series: z.array(z.string()) }),
});
export type Report = z.infer<typeof reportSchema>;

/** The reports the console lists, in its order. */
export const reportIndexSchema = z.array(
  z.object({ name: z.enum(REPORT_NAMES), title: z.string(), description: z.string() }),
);
export type ReportIndex = z.infer<typeof reportIndexSchema>;
