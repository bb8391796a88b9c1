import { formatDate, formatDateTime, toNairaText } from '@trust/shared';
import type { FundDetails } from './fund.ts';
import type { Statement } from './service.ts';

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula, so a
 * description or a name written by someone else could run one on the member's computer. Such a cell
 * gets a leading apostrophe, which spreadsheets show as plain text (OWASP, CSV injection).
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a cell holding a comma, a quote or a line break is quoted, quotes doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const row = (cells: string[]) => cells.map(quote).join(',');
/** Naira with 2 decimals from kobo, exactly ("1500.50"): no thousands separator, so spreadsheets read a number. */
const naira = (kobo: bigint) => toNairaText(kobo);
const day = (iso: string) => formatDate(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

/**
 * The statement as CSV: a header block (fund, member, TFP, plan, period), then per account its column
 * names, the opening balance, every movement with its running balance, the totals and the closing
 * balance. Amounts in naira (NGN), dates as "3 Dec 2026" in Lagos.
 */
export function statementCsv(s: Statement, fund: FundDetails): string {
  const lines: string[] = [
    row(['Statement of account']),
    row(['Fund', safeCell(`${fund.name} (${fund.legalName})`)]),
    row(['Member', safeCell(s.member.name)]),
    row(['TFP', safeCell(s.member.tfp)]),
    row(['Plan', safeCell(s.member.plan)]),
    row(['Period', `${day(s.from)} to ${day(s.to)}`]),
    row(['Generated', `${formatDateTime(s.generatedAt)} (Lagos time)`]),
    row(['Currency', 'NGN']),
  ];
  for (const sec of s.sections) {
    lines.push(
      '',
      row(['Account', sec.title]),
      row(['Date', 'Description', 'Reference', sec.moneyIn, sec.moneyOut, 'Balance']),
      row([day(s.from), 'Opening balance', '', '', '', naira(sec.openingKobo)]),
    );
    for (const l of sec.lines) {
      lines.push(
        row([
          formatDate(l.at),
          safeCell(l.description),
          safeCell(l.reference),
          l.inKobo ? naira(l.inKobo) : '',
          l.outKobo ? naira(l.outKobo) : '',
          naira(l.balanceKobo),
        ]),
      );
    }
    lines.push(
      row(['', 'Totals', '', naira(sec.totalInKobo), naira(sec.totalOutKobo), '']),
      row([day(s.to), 'Closing balance', '', '', '', naira(sec.closingKobo)]),
    );
  }
  // CRLF (RFC 4180), which every spreadsheet reads.
  return `${lines.join('\r\n')}\r\n`;
}
