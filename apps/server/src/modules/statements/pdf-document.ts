import PDFDocument from 'pdfkit';
import type { FundDetails } from './fund.ts';
import { printable } from './pdf-frame.ts';

/** What a document says of itself, and how its pages are laid out. */
export interface PdfSetup {
  /** The page margin on every side; the bottom one has `footerSpace` more for the footer. */
  margin: number;
  footerSpace: number;
  /** Sideways for wide tables; upright when absent. */
  layout?: 'portrait' | 'landscape';
  title: string;
  subject: string;
  /** The fund's clock, as the "Generated" line, not the machine's. */
  createdAt: Date;
}

/**
 * A new A4 document as the fund prints one (a member's statement, a console report): its margins, its
 * pages kept until the end so footers() can number them, and its properties (title, subject, the
 * fund's legal name as author and its name as creator). Answers the document and its bytes, which
 * arrive once doc.end() is called.
 */
export function openPdf(
  fund: FundDetails,
  setup: PdfSetup,
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const { margin } = setup;
  const doc = new PDFDocument({
    size: 'A4',
    ...(setup.layout ? { layout: setup.layout } : {}),
    margins: { top: margin, left: margin, right: margin, bottom: margin + setup.footerSpace },
    bufferPages: true,
    info: {
      Title: printable(setup.title),
      Author: printable(fund.legalName),
      Subject: printable(setup.subject),
      Creator: printable(fund.name),
      CreationDate: setup.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
