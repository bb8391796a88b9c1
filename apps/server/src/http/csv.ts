import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula, so a
 * name, a description or a narration written by someone else could run one on the reader's computer.
 * Such a cell gets a leading apostrophe, which spreadsheets show as plain text (OWASP, CSV injection).
 * Applied to text only: an amount such as -100.00 stays a number to add up.
 */
export const safeCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * Rows as a CSV file's text (csv-stringify): RFC 4180 quoting (a cell holding a comma, a quote or a
 * line break is quoted, quotes doubled), CRLF line ends, which every spreadsheet and bank upload
 * reads, and one after the last row. An empty row is an empty line.
 */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  stringify(rows as string[][], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });

/** Sends a CSV file to save (never cached: members' and operators' figures). */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
