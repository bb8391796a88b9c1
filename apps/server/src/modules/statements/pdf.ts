import { formatDate, formatStatementAmount } from '@trust/shared';
import type { FundDetails } from './fund.ts';
import { openPdf } from './pdf-document.ts';
import { footers, letterhead, PDF_COLOURS, printable } from './pdf-frame.ts';
import type { Statement, StatementSection } from './service.ts';

const { green: GREEN, gold: GOLD, ink: INK, muted: MUTED, border: BORDER, soft: SOFT } = PDF_COLOURS;

const MARGIN = 40;
const FOOTER_SPACE = 36;
const CELL_PAD = 4;

const day = (iso: string) => formatDate(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A statement of account as a bank prints one: the fund's letterhead, the member's details and the
 * period, a summary of every account, then one table per account (opening balance, each movement with
 * its running balance, totals, closing balance) that runs over pages with its column heads repeated,
 * and a footer with the page number on every page. A4, built-in fonts (nothing to embed or download).
 */
export function statementPdf(s: Statement, fund: FundDetails): Promise<Buffer> {
  const { doc, bytes } = openPdf(fund, {
    margin: MARGIN,
    footerSpace: FOOTER_SPACE,
    title: `Statement of account - ${s.member.name} - ${day(s.from)} to ${day(s.to)}`,
    subject: 'Statement of account',
    createdAt: s.generatedAt,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const box = { left, width, margin: MARGIN };
  letterhead(doc, fund, box, 'Statement of account', s.generatedAt);
  memberBlock(doc, s, left, width);
  summary(doc, s, left, width);
  for (const section of s.sections) accountTable(doc, section, s, left, width, bottom);
  closingNote(doc, fund, left, width, bottom);
  footers(doc, fund, box, `Statement of account, ${s.member.tfp}, ${day(s.from)} to ${day(s.to)}`);
  doc.end();
  return bytes;
}

/** Label/value pairs in two columns: who the account belongs to, and what the statement covers. */
function memberBlock(doc: PDFKit.PDFDocument, s: Statement, left: number, width: number) {
  const top = doc.y;
  const half = width / 2;
  const pairs = (x: number, rows: [string, string][]) => {
    let y = top;
    for (const [label, value] of rows) {
      doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(label.toUpperCase(), x, y, { width: 92 });
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(printable(value), x + 96, y - 1, {
          width: half - 106,
        });
      y = Math.max(doc.y, y + 14) + 3;
    }
    return y;
  };
  const a = pairs(left, [
    ['Account holder', s.member.name],
    ['TFP number', s.member.tfp || '-'],
    ['Plan', s.member.plan],
  ]);
  const b = pairs(left + half, [
    ['Period', `${day(s.from)} to ${day(s.to)}`],
    ['Currency', 'Nigerian naira (NGN)'],
    ['Accounts', String(s.sections.length)],
  ]);
  doc.y = Math.max(a, b) + 8;
}

/** One line per account: opening, total in, total out, closing. */
function summary(doc: PDFKit.PDFDocument, s: Statement, left: number, width: number) {
  sectionTitle(doc, 'Summary', left, width);
  const cols: Column[] = [
    { title: 'Account', width: width - 4 * 95, align: 'left' },
    { title: 'Opening balance', width: 95, align: 'right' },
    { title: 'Paid in / borrowed', width: 95, align: 'right' },
    { title: 'Paid out / repaid', width: 95, align: 'right' },
    { title: 'Closing balance', width: 95, align: 'right' },
  ];
  headerRow(doc, cols, left, width);
  for (const sec of s.sections) {
    const title = sec.owed === 'by-member' ? `${sec.title} (owed to the fund)` : sec.title;
    row(
      doc,
      cols,
      left,
      [
        title,
        formatStatementAmount(sec.openingKobo),
        formatStatementAmount(sec.totalInKobo),
        formatStatementAmount(sec.totalOutKobo),
        formatStatementAmount(sec.closingKobo),
      ],
      {
        bold: [4],
      },
    );
  }
  doc.y += 14;
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string, left: number, width: number) {
  const y = doc.y;
  doc.rect(left, y, 4, 14).fill(GOLD);
  doc
    .fillColor(GREEN)
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .text(printable(title), left + 10, y + 1, { width: width - 10 });
  doc.y = y + 20;
}

function headerRow(doc: PDFKit.PDFDocument, cols: Column[], left: number, width: number) {
  const y = doc.y;
  doc.rect(left, y, width, 18).fill(GREEN);
  let x = left;
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(8.5);
  for (const c of cols) {
    doc.text(printable(c.title), x + CELL_PAD, y + 5, {
      width: c.width - 2 * CELL_PAD,
      align: c.align,
      lineBreak: false,
    });
    x += c.width;
  }
  doc.y = y + 18;
}

function rowHeight(doc: PDFKit.PDFDocument, cols: Column[], cells: string[]): number {
  doc.font('Helvetica').fontSize(8.5);
  const heights = cells.map((text, i) =>
    doc.heightOfString(printable(text), { width: (cols[i]?.width ?? 0) - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD + 1;
}

function row(
  doc: PDFKit.PDFDocument,
  cols: Column[],
  left: number,
  cells: string[],
  opts: { bold?: number[]; shade?: boolean; height?: number } = {},
) {
  const y = doc.y;
  const h = opts.height ?? rowHeight(doc, cols, cells);
  const width = cols.reduce((a, c) => a + c.width, 0);
  if (opts.shade) doc.rect(left, y, width, h).fill(SOFT);
  let x = left;
  cells.forEach((text, i) => {
    const c = cols[i] as Column;
    doc
      .fillColor(INK)
      .font(opts.bold?.includes(i) ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .text(printable(text), x + CELL_PAD, y + CELL_PAD + 0.5, {
        width: c.width - 2 * CELL_PAD,
        align: c.align,
      });
    x += c.width;
  });
  doc
    .moveTo(left, y + h)
    .lineTo(left + width, y + h)
    .lineWidth(0.5)
    .strokeColor(BORDER)
    .stroke();
  doc.y = y + h;
}

/** An account's table; when a row would cross the footer it goes on a new page under repeated heads. */
function accountTable(
  doc: PDFKit.PDFDocument,
  sec: StatementSection,
  s: Statement,
  left: number,
  width: number,
  bottom: () => number,
) {
  const cols: Column[] = [
    { title: 'Date', width: 62, align: 'left' },
    { title: 'Description', width: width - 62 - 100 - 3 * 72, align: 'left' },
    { title: 'Reference', width: 100, align: 'left' },
    { title: sec.moneyIn, width: 72, align: 'right' },
    { title: sec.moneyOut, width: 72, align: 'right' },
    { title: sec.owed === 'by-member' ? 'Owed' : 'Balance', width: 72, align: 'right' },
  ];
  const heads = (continued: boolean) => {
    sectionTitle(doc, continued ? `${sec.title} (continued)` : sec.title, left, width);
    headerRow(doc, cols, left, width);
  };
  // Keep the title, heads and at least the opening balance together.
  if (doc.y + 20 + 18 + 40 > bottom()) doc.addPage();
  heads(false);
  const put = (cells: string[], opts: { bold?: number[]; shade?: boolean } = {}) => {
    const h = rowHeight(doc, cols, cells);
    if (doc.y + h > bottom()) {
      doc.addPage();
      heads(true);
    }
    row(doc, cols, left, cells, { ...opts, height: h });
  };
  put([day(s.from), 'Opening balance', '', '', '', formatStatementAmount(sec.openingKobo)], {
    bold: [1, 5],
    shade: true,
  });
  sec.lines.forEach((l, i) => {
    put(
      [
        formatDate(l.at),
        l.description,
        l.reference,
        l.inKobo ? formatStatementAmount(l.inKobo) : '',
        l.outKobo ? formatStatementAmount(l.outKobo) : '',
        formatStatementAmount(l.balanceKobo),
      ],
      { shade: i % 2 === 1 },
    );
  });
  if (sec.lines.length === 0) put(['', 'No movements in this period', '', '', '', '']);
  // Totals and the closing balance stay together on one page.
  const totals = [
    '',
    'Totals',
    '',
    formatStatementAmount(sec.totalInKobo),
    formatStatementAmount(sec.totalOutKobo),
    '',
  ];
  if (doc.y + 2 * rowHeight(doc, cols, totals) > bottom()) {
    doc.addPage();
    heads(true);
  }
  put(totals, { bold: [1, 3, 4] });
  put([day(s.to), 'Closing balance', '', '', '', formatStatementAmount(sec.closingKobo)], {
    bold: [1, 5],
    shade: true,
  });
  doc.y += 16;
}

function closingNote(
  doc: PDFKit.PDFDocument,
  fund: FundDetails,
  left: number,
  width: number,
  bottom: () => number,
) {
  const text = printable(
    `This is a computer-generated statement produced from ${fund.name}'s ledger, where every movement of money is recorded once and ` +
      `balances are never edited by hand. Savings and trust earnings are held by ${fund.legalName} for the account ` +
      `holder; loan, POP and ETC balances are owed by the account holder to the fund. Dates and times are in Lagos ` +
      `time (WAT). To confirm this statement, write to ${fund.email} quoting the TFP number and the period.`,
  );
  doc.font('Helvetica').fontSize(8);
  const h = doc.heightOfString(text, { width });
  if (doc.y + h > bottom()) doc.addPage();
  doc.fillColor(MUTED).text(text, left, doc.y, { width });
}

/** Every page: who and what this page belongs to, and "Page n of m" (the total is known only at the end). */
