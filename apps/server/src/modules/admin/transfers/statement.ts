import { createHash } from 'node:crypto';
import { TRANSFER_MESSAGES } from '@trust/shared';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../../http/envelope.ts';

export type Layout = 'gtbank' | 'access-zenith' | 'generic';

/** One line of a bank statement, read: a credit has creditKobo > 0. */
export interface StatementRow {
  line: number;
  date: string;
  creditKobo: bigint;
  narration: string;
  reference: string;
}

/** A header cell as compared: lower case, letters and digits only ("Trans. Date" → "transdate"). */
const norm = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

const pick = (header: string[], names: string[]) => header.findIndex((h) => names.includes(h));

interface Columns {
  layout: Layout;
  date: number;
  narration: number;
  reference: number;
  /** A credit column, or (generic) a signed amount. */
  credit: number;
}

/**
 * Which export this header row is, by its column names:
 * - GTBank: Trans. Date, Value. Date, Reference, Debits, Credits, Balance, Originating Branch, Remarks;
 * - Access and Zenith: Posted Date / Date Posted, Value Date, Description (or Narration), Debit,
 *   Credit, Balance, and a Reference column when the bank adds one;
 * - generic: Date, Amount, Narration, Reference (a negative amount is a debit).
 */
function detectLayout(row: string[]): Columns | null {
  const h = row.map(norm);
  const reference = pick(h, ['reference', 'ref', 'referenceno', 'transactionreference', 'transref', 'refno']);
  if (h.includes('remarks') && h.includes('credits')) {
    return {
      layout: 'gtbank',
      date: pick(h, ['transdate', 'transactiondate', 'date']),
      narration: pick(h, ['remarks']),
      reference,
      credit: pick(h, ['credits']),
    };
  }
  const narration = pick(h, ['description', 'narration', 'transactiondetails', 'details']);
  const date = pick(h, ['dateposted', 'posteddate', 'postdate', 'transdate', 'transactiondate', 'date']);
  if (narration >= 0 && date >= 0 && h.includes('credit')) {
    return { layout: 'access-zenith', date, narration, reference, credit: pick(h, ['credit']) };
  }
  const amount = pick(h, ['amount']);
  if (narration >= 0 && date >= 0 && amount >= 0) {
    return { layout: 'generic', date, narration, reference, credit: amount };
  }
  return null;
}

/** "₦1,234.50", "1234.5", "NGN 20,000.00" → kobo; blank, "-" or anything else → 0 (not a credit). */
function amountKobo(cell: string): bigint {
  const m = cell.replace(/₦|NGN|,|\s/gi, '').match(/^(\d+)(?:\.(\d{1,2}))?$/);
  if (!m) return 0n;
  // The pattern matched: the naira are digits; the kobo are one or two digits, or absent.
  return BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/**
 * A reference the confirmation accepts (4 to 64 letters, digits, / _ . -). A line without one gets
 * a stable one made from its date, amount and narration, so importing the same statement again
 * finds it again.
 */
function referenceOf(raw: string, date: string, credit: bigint, narration: string): string {
  const clean = raw
    .trim()
    .replace(/[^A-Za-z0-9/_.-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64);
  if (clean.length >= 4) return clean;
  const digest = createHash('sha256').update(`${date}|${credit}|${narration}`).digest('hex').slice(0, 16);
  return `STMT-${digest}`;
}

/**
 * The line a record starts on, as the operator's editor or spreadsheet numbers it, from the byte where
 * the record before it ended: the blank lines the parser skipped count, and a cell running over several
 * lines makes a record end further down than it starts. (The parser's own line count is no help here:
 * it counts a CR LF inside a quoted cell as two lines.)
 */
function lineOfRecordAfter(bytes: Buffer) {
  const BLANK = new Set([0x0a, 0x0d, 0x20, 0x09]);
  // Records come in order: the newlines are counted once, on from where the last count stopped.
  let counted = 0;
  let line = 1;
  return (previousEnd: number) => {
    let start = previousEnd;
    // Past the end bytes[start] is undefined, which is not blank: the loop stops there.
    while (BLANK.has(bytes[start] as number)) start++;
    for (; counted < start; counted++) if (bytes[counted] === 0x0a) line++;
    return line;
  };
}

/**
 * Reads a bank statement CSV: finds the header row (banks put the account's name and the period
 * above it), detects the layout, and answers every line after it. Lines that are not credits have
 * creditKobo 0. Error: 400 when no header row is recognised.
 */
export function readStatement(csv: string): { layout: Layout; rows: StatementRow[] } {
  let records: { cells: string[]; line: number }[];
  try {
    const parsed = parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { bytes: number } }[];
    const lineAt = lineOfRecordAfter(Buffer.from(csv));
    records = parsed.map(({ record }, i) => ({
      cells: record,
      line: lineAt(parsed[i - 1]?.info.bytes ?? 0),
    }));
  } catch {
    throw badRequest(TRANSFER_MESSAGES.csvUnreadable);
  }
  // The header is looked for in the first 30 records: a bank's lines above it are a few at most.
  const at = records.slice(0, 30).findIndex((r) => detectLayout(r.cells) !== null);
  const cols = at >= 0 ? detectLayout((records[at] as { cells: string[] }).cells) : null;
  if (!cols) throw badRequest(TRANSFER_MESSAGES.csvUnreadable);
  const rows: StatementRow[] = [];
  for (const { cells: r, line } of records.slice(at + 1)) {
    // A column the layout lacks is -1, and r[-1] is undefined: an empty cell either way.
    const cell = (n: number) => r[n] ?? '';
    const date = cell(cols.date);
    const narration = cell(cols.narration);
    // Banks end the export with totals or an "opening/closing balance" line: no date, no narration.
    if (!date && !narration) continue;
    const credit = amountKobo(cell(cols.credit));
    rows.push({
      line,
      date,
      creditKobo: credit,
      narration,
      reference: referenceOf(cell(cols.reference), date, credit, narration),
    });
  }
  return { layout: cols.layout, rows };
}
