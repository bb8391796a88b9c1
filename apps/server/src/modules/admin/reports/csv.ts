import { formatDate, type ReportColumn } from '@trust/shared';
import { csvText, safeCell } from '../../../http/csv.ts';

type Cell = string | number | null | undefined;

/**
 * One cell as a spreadsheet should read it: money in naira with 2 decimals and no separators (a
 * number to add up), dates as "3 Dec 2026", text made formula-safe (a name or a narration written
 * by someone else never runs as a formula).
 */
function cellText(column: ReportColumn, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'money' && typeof value === 'number') return value.toFixed(2);
  if (column.kind === 'number' && typeof value === 'number') return String(value);
  if (column.kind === 'percent' && typeof value === 'number') return value.toFixed(2);
  if (column.kind === 'date') return formatDate(String(value));
  return safeCell(String(value));
}

/** A table as CSV: the column labels, the rows, then the totals row when there is one. CRLF lines. */
export function tableCsv(
  columns: ReportColumn[],
  rows: Record<string, Cell>[],
  totals?: Record<string, Cell> | null,
): string {
  const line = (r: Record<string, Cell>) => columns.map((c) => cellText(c, r[c.key]));
  const lines = [columns.map((c) => safeCell(c.label)), ...rows.map(line)];
  if (totals) lines.push(line(totals));
  return csvText(lines);
}
