import { formatDate, formatDateTime, formatNairaNumber, type Report, type ReportColumn } from '@trust/shared';
import {
  type FundDetails,
  footers,
  letterhead,
  openPdf,
  PDF_COLOURS,
  printable,
} from '../../statements/index.ts';

// The fund's colours (apps/web/src/ui/theme.ts), as on members' statements.
const { green: GREEN, gold: GOLD, ink: INK, muted: MUTED, border: BORDER, soft: SOFT } = PDF_COLOURS;
const SERIES_COLOURS = [GREEN, GOLD, '#3b6fb6', '#b5473a'];
const MARGIN = 36;
const FOOTER = 30;
const PAD = 4;
/** More bars than this do not read on a page: the table has them all (as on the screen). */
const MAX_BARS = 30;

type Cell = string | number | null | undefined;

/** A cell as the screen shows it: money "N1,500.50", per cents "12.5%", numbers grouped, days "3 Dec 2026". */
function cellText(kind: ReportColumn['kind'], value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money') return formatNairaNumber(Number(value));
  if (kind === 'percent') return `${Number(value).toFixed(2)}%`;
  if (kind === 'number') return Number(value).toLocaleString('en-NG');
  if (kind === 'date') return formatDate(String(value));
  return String(value);
}

const day = (iso: string) => formatDate(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

/** "1 Jan 2026 to 5 Dec 2026", "As at 5 Dec 2026", or "As at <now>" for today's figures. */
function rangeText(r: Report): string {
  if (r.range.kind === 'period' && r.range.from) return `${day(r.range.from)} to ${day(r.range.to)}`;
  if (r.range.kind === 'as-at') return `As at the end of ${day(r.range.to)}`;
  return `As at ${formatDateTime(r.generated_at)}`;
}

/**
 * A report as a PDF to file or send: the fund's letterhead, the title and dates, the headline
 * figures, a bar chart of the chart series (the first 30 rows), then the table with its totals,
 * running over pages with its column heads repeated, and "Page n of m" on every page. A4, upright
 * for up to 5 columns and sideways for more; built-in fonts (nothing to embed or download).
 */
export function reportPdf(r: Report, fund: FundDetails): Promise<Buffer> {
  const { doc, bytes } = openPdf(fund, {
    margin: MARGIN,
    footerSpace: FOOTER,
    layout: r.columns.length > 5 ? 'landscape' : 'portrait',
    title: `${r.title} - ${rangeText(r)}`,
    subject: r.title,
    createdAt: new Date(r.generated_at),
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  heading(doc, r, fund, left, width);
  figures(doc, r, left, width);
  if (r.rows.length > 0) chart(doc, r, left, width);
  table(doc, r, left, width, bottom);
  footers(doc, fund, { left, width, margin: MARGIN }, `${r.title}, ${rangeText(r)}`);
  doc.end();
  return bytes;
}

function heading(doc: PDFKit.PDFDocument, r: Report, fund: FundDetails, left: number, width: number) {
  letterhead(doc, fund, { left, width, margin: MARGIN }, 'Report', r.generated_at);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(15).text(printable(r.title), left, doc.y, { width });
  doc
    .fillColor(GREEN)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(printable(rangeText(r)), { width });
  doc.moveDown(0.3);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(printable(r.description), { width });
  doc.moveDown(0.8);
}

/** The headline figures as boxes in a row (wrapping to a second row when many). */
function figures(doc: PDFKit.PDFDocument, r: Report, left: number, width: number) {
  if (r.figures.length === 0) return;
  const perRow = Math.min(r.figures.length, 6);
  const boxW = (width - (perRow - 1) * 8) / perRow;
  let y = doc.y;
  r.figures.forEach((f, i) => {
    const col = i % perRow;
    if (i > 0 && col === 0) y += 46;
    const x = left + col * (boxW + 8);
    doc.rect(x, y, boxW, 40).fill(SOFT);
    doc.rect(x, y, 3, 40).fill(GOLD);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7.5)
      .text(printable(f.label), x + 8, y + 6, { width: boxW - 12, lineBreak: false });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(printable(cellText(f.kind, f.value)), x + 8, y + 20, { width: boxW - 12, lineBreak: false });
  });
  doc.y = y + 52;
}

/** Bars of the chart series against the x column, on a zero line (negative values below it). */
function chart(doc: PDFKit.PDFDocument, r: Report, left: number, width: number) {
  const rows = r.rows.slice(0, MAX_BARS);
  const series = r.chart.series;
  const values = rows.flatMap((row) => series.map((s) => Number(row[s] ?? 0)));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const top = doc.y;
  const plotH = 120;
  const labelW = 70;
  const plotX = left + labelW;
  const plotW = width - labelW;
  const zeroY = top + (max / span) * plotH;
  const money = series.every((s) => r.columns.find((c) => c.key === s)?.kind === 'money');
  // The axis: the top value, zero and the bottom value.
  doc.fillColor(MUTED).font('Helvetica').fontSize(7);
  const axis = (v: number, y: number) =>
    doc.text(printable(money ? formatNairaNumber(Math.round(v)) : v.toLocaleString('en-NG')), left, y - 3, {
      width: labelW - 6,
      align: 'right',
      lineBreak: false,
    });
  axis(max, top);
  if (min < 0) axis(min, top + plotH);
  axis(0, zeroY);
  doc
    .moveTo(plotX, zeroY)
    .lineTo(plotX + plotW, zeroY)
    .lineWidth(0.5)
    .strokeColor(BORDER)
    .stroke();
  const slot = plotW / rows.length;
  const barW = Math.max(1, (slot * 0.8) / series.length);
  rows.forEach((row, i) => {
    series.forEach((s, j) => {
      const v = Number(row[s] ?? 0);
      const h = (Math.abs(v) / span) * plotH;
      const x = plotX + i * slot + slot * 0.1 + j * barW;
      doc.rect(x, v >= 0 ? zeroY - h : zeroY, barW, Math.max(h, 0.5)).fill(SERIES_COLOURS[j % 4] ?? GREEN);
    });
  });
  // A few bars are each named under them; many, by the first and last (the table names every row).
  const xKind = r.columns.find((c) => c.key === r.chart.x)?.kind ?? 'text';
  const few = rows.length <= 8;
  if (few) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(7);
    rows.forEach((row, i) => {
      doc.text(printable(cellText(xKind, row[r.chart.x])), plotX + i * slot + 2, top + plotH + 4, {
        width: slot - 4,
        align: 'center',
        height: 18,
        ellipsis: true,
      });
    });
  }
  // The legend.
  let lx = plotX;
  const ly = top + plotH + (few ? 24 : 6);
  series.forEach((s, j) => {
    const label = r.columns.find((c) => c.key === s)?.label ?? s;
    doc.rect(lx, ly + 1, 8, 8).fill(SERIES_COLOURS[j % 4] ?? GREEN);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(8)
      .text(printable(label), lx + 11, ly, { lineBreak: false });
    lx += 11 + doc.widthOfString(printable(label)) + 14;
  });
  if (!few) {
    const first = cellText(xKind, rows[0]?.[r.chart.x]);
    const last = cellText(xKind, rows[rows.length - 1]?.[r.chart.x]);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7)
      .text(printable(`${first} … ${last}`), plotX, ly, { width: plotW, align: 'right', lineBreak: false });
  }
  doc.y = ly + 22;
}

const numeric = (c: ReportColumn) => c.kind !== 'text' && c.kind !== 'date';

function table(doc: PDFKit.PDFDocument, r: Report, left: number, width: number, bottom: () => number) {
  // Text columns share what the numeric ones (fixed width) leave.
  const fixed = 78;
  const numericCount = r.columns.filter(numeric).length;
  const textW = (width - numericCount * fixed) / Math.max(1, r.columns.length - numericCount);
  const widths = r.columns.map((c) => (numeric(c) ? fixed : textW));
  const head = () => {
    const y = doc.y;
    doc.rect(left, y, width, 18).fill(GREEN);
    let x = left;
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(8);
    r.columns.forEach((c, i) => {
      doc.text(printable(c.label), x + PAD, y + 5, {
        width: (widths[i] ?? 0) - 2 * PAD,
        align: numeric(c) ? 'right' : 'left',
        lineBreak: false,
      });
      x += widths[i] ?? 0;
    });
    doc.y = y + 18;
  };
  const line = (cells: Record<string, Cell>, opts: { bold?: boolean; shade?: boolean }) => {
    const texts = r.columns.map((c) => printable(cellText(c.kind, cells[c.key])));
    doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const h =
      Math.max(...texts.map((t, i) => doc.heightOfString(t || ' ', { width: (widths[i] ?? 0) - 2 * PAD }))) +
      2 * PAD;
    if (doc.y + h > bottom()) {
      doc.addPage();
      head();
    }
    const y = doc.y;
    if (opts.shade) doc.rect(left, y, width, h).fill(SOFT);
    let x = left;
    texts.forEach((t, i) => {
      const c = r.columns[i] as ReportColumn;
      doc
        .fillColor(INK)
        .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .text(t, x + PAD, y + PAD, {
          width: (widths[i] ?? 0) - 2 * PAD,
          align: numeric(c) ? 'right' : 'left',
        });
      x += widths[i] ?? 0;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .strokeColor(BORDER)
      .stroke();
    doc.y = y + h;
  };
  if (doc.y + 60 > bottom()) doc.addPage();
  head();
  r.rows.forEach((row, i) => {
    line(row, { shade: i % 2 === 1 });
  });
  if (r.rows.length === 0) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8.5)
      .text('Nothing to report for these dates.', left + PAD, doc.y + PAD);
  }
  if (r.totals) line(r.totals, { bold: true });
}
