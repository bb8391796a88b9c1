import { formatDate, formatDateTime, toNairaText } from '@trust/shared';
import { csvText, safeCell } from '../../http/csv.ts';
import type { FundDetails } from './fund.ts';
import type { Statement } from './service.ts';

// Amounts are naira with 2 decimals from kobo, exactly ("1500.50", toNairaText): no thousands
// separator, so spreadsheets read a number. Text written by others goes through safeCell.
const day = (iso: string) => formatDate(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

/**
 * The statement as CSV: a header block (fund, member, TFP, plan, period), then per account its column
 * names, the opening balance, every movement with its running balance, the totals and the closing
 * balance. Amounts in naira (NGN), dates as "3 Dec 2026" in Lagos. CRLF lines (RFC 4180).
 */
export function statementCsv(s: Statement, fund: FundDetails): string {
  const rows: string[][] = [
    ['Statement of account'],
    ['Fund', safeCell(`${fund.name} (${fund.legalName})`)],
    ['Member', safeCell(s.member.name)],
    ['TFP', safeCell(s.member.tfp)],
    ['Plan', safeCell(s.member.plan)],
    ['Period', `${day(s.from)} to ${day(s.to)}`],
    ['Generated', `${formatDateTime(s.generatedAt)} (Lagos time)`],
    ['Currency', 'NGN'],
  ];
  for (const sec of s.sections) {
    rows.push(
      [],
      ['Account', sec.title],
      ['Date', 'Description', 'Reference', sec.moneyIn, sec.moneyOut, 'Balance'],
      [day(s.from), 'Opening balance', '', '', '', toNairaText(sec.openingKobo)],
    );
    for (const l of sec.lines) {
      rows.push([
        formatDate(l.at),
        safeCell(l.description),
        safeCell(l.reference),
        l.inKobo ? toNairaText(l.inKobo) : '',
        l.outKobo ? toNairaText(l.outKobo) : '',
        toNairaText(l.balanceKobo),
      ]);
    }
    rows.push(
      ['', 'Totals', '', toNairaText(sec.totalInKobo), toNairaText(sec.totalOutKobo), ''],
      [day(s.to), 'Closing balance', '', '', '', toNairaText(sec.closingKobo)],
    );
  }
  return csvText(rows);
}
