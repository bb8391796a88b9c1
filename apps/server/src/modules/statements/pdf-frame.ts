import { formatDateTime } from '@trust/shared';
import type { FundDetails } from './fund.ts';

/**
 * What every PDF the fund prints shares (a member's statement, a console report): the colours, the text
 * the built-in fonts can draw, the letterhead and the footer with "Page n of m". One module, so a
 * change of the fund's name line or page footer reaches every document.
 */

/** The fund's colours (apps/web/src/ui/theme.ts): green, gold, ink, muted text, borders, soft green. */
export const PDF_COLOURS = {
  green: '#0b6e4f',
  gold: '#f2b705',
  ink: '#1b2a24',
  muted: '#4a5a53',
  border: '#d5e2db',
  soft: '#ebf7f1',
} as const;

/**
 * The PDF's built-in fonts (Helvetica) cover Western European text only, and have no naira sign: a
 * "₦1,000" is written "N1,000" (as Nigerian banks print it), and any other character the font cannot
 * draw becomes "?" rather than a wrong glyph.
 */
export function printable(text: string): string {
  return text
    .replaceAll('₦', 'N')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

/** The fund's mark, as on the site: a white T on the fund's green with a gold coin. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const k = size / 64;
  doc.save();
  doc.roundedRect(x, y, size, size, 14 * k).fill(PDF_COLOURS.green);
  doc
    .polygon(
      [x + 16 * k, y + 18 * k],
      [x + 48 * k, y + 18 * k],
      [x + 48 * k, y + 26 * k],
      [x + 36 * k, y + 26 * k],
      [x + 36 * k, y + 50 * k],
      [x + 28 * k, y + 50 * k],
      [x + 28 * k, y + 26 * k],
      [x + 16 * k, y + 26 * k],
    )
    .fill('#ffffff');
  doc.circle(x + 47 * k, y + 45 * k, 6 * k).fill(PDF_COLOURS.gold);
  doc.restore();
}

/** Where a document's frame goes: the text column and the page margin. */
export interface PdfBox {
  left: number;
  width: number;
  margin: number;
}

/**
 * The letterhead at the top of the first page: the mark, the fund's name and its legal name, email and
 * site; on the right what the document is (`kind`, in capitals) and when it was generated (Lagos
 * time); a green rule under it. Leaves the cursor below the rule.
 */
export function letterhead(
  doc: PDFKit.PDFDocument,
  fund: FundDetails,
  box: PdfBox,
  kind: string,
  generatedAt: Date | string,
) {
  const { left, width } = box;
  const top = box.margin;
  drawMark(doc, left, top, 36);
  doc
    .fillColor(PDF_COLOURS.green)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(printable(fund.name), left + 46, top + 2);
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(8.5)
    .text(printable(`${fund.legalName}  |  ${fund.email}  |  ${fund.website}`), left + 46, top + 25);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(printable(kind.toUpperCase()), left, top + 2, { width, align: 'right' });
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(8.5)
    .text(`Generated ${formatDateTime(generatedAt)} (Lagos time)`, left, top + 20, {
      width,
      align: 'right',
    });
  const ruleY = top + 46;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(2)
    .strokeColor(PDF_COLOURS.green)
    .stroke();
  doc.y = ruleY + 12;
}

/**
 * The footer of every page, drawn once the document is laid out (the pages are buffered): a thin rule,
 * the fund's legal name with what the document is, and "Page n of m".
 */
export function footers(doc: PDFKit.PDFDocument, fund: FundDetails, box: PdfBox, what: string) {
  const { left, width } = box;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page: lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - box.margin - 14;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOURS.border)
      .stroke();
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica')
      .fontSize(7.5)
      .text(printable(`${fund.legalName}  |  ${what}`), left, y, { width: width - 80, lineBreak: false })
      .text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}
