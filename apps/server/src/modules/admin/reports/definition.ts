import { type Report, type ReportColumn, type ReportFigure, toNairaNumber } from '@trust/shared';
import type { Db } from '../../../db/client.ts';
import type { RangeRule, ReportDates } from './range.ts';

/** What a report's build answers: everything but its name, title, description, time and dates. */
type ReportBody = Omit<Report, 'name' | 'title' | 'description' | 'generated_at' | 'range' | 'figures'> & {
  figures?: ReportFigure[];
};

/** A report: its title, one sentence on where its figures come from, its dates, and how to build it. */
export interface Definition {
  title: string;
  description: string;
  range: RangeRule;
  build(db: Db, dates: ReportDates): Promise<ReportBody>;
}

/** A kobo sum as SQL answers it (text, or null for no rows) as the API's naira. */
export const nairaOfSum = (kobo: string | bigint | null) => toNairaNumber(BigInt(kobo ?? 0));
export const num = (n: string | number) => Number(n);
export const col = (key: string, label: string, kind: ReportColumn['kind'] = 'text'): ReportColumn => ({
  key,
  label,
  kind,
});
export const figure = (
  key: string,
  label: string,
  kind: ReportColumn['kind'],
  value: string | number | null,
): ReportFigure => ({ key, label, kind, value });

export const sum = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((s, r) => s + BigInt(String(r[key] ?? 0)), 0n);

/**
 * `part` as a per cent of `whole` with 2 decimals, rounded half up, from kobo (no floating point
 * until the answer): 0 when the whole is 0.
 */
export function percent(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  const basisPoints = (part * 20_000n + whole) / (2n * whole);
  return Number(basisPoints) / 100;
}
