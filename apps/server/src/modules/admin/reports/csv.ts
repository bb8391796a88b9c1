import { formatDate, type ReportColumn } from '@trust/shared';
import type { FastifyReply } from 'fastify';

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula, so a
 * name or a narration written by someone else could run one on the operator's computer. Such a cell
 * gets a leading apostrophe, which spreadsheets show as plain text (OWASP, CSV injection).
 */
export const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

type Cell = string | number | null | undefined;

/** RFC 4180 quoting: a cell holding a comma, a quote or a line break is quoted, quotes doubled. */
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * One cell as a spreadsheet should read it: money in naira with 2 decimals and no separators (a
 * number to add up), dates as "3 Dec 2026", text made formula-safe (a name or a narration written
 * by someone else never runs as a formula).
 */
function cellText(column: ReportColumn, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'money' && typeof value === 'number') return value.toFixed(2);
  if (column.kind === 'number' && typeof value === 'number') return String(value);
  if (column.kind === 'date') return formatDate(String(value));
  return safeCell(String(value));
}

/** A table as CSV: the column labels, the rows, then the totals row when there is one. CRLF lines. */
export function tableCsv(
  columns: ReportColumn[],
  rows: Record<string, Cell>[],
  totals?: Record<string, Cell> | null,
): string {
  const line = (r: Record<string, Cell>) => columns.map((c) => quote(cellText(c, r[c.key]))).join(',');
  const lines = [columns.map((c) => quote(safeCell(c.label))).join(','), ...rows.map(line)];
  if (totals) lines.push(line(totals));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV file to save (never cached: operators' figures). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
