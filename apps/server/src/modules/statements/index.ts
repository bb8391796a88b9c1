/** Who issues the fund's documents (statements, the console's report PDFs): its names and contact. */
export { type FundDetails, fundDetails } from './fund.ts';
export { openPdf } from './pdf-document.ts';
export { footers, letterhead, PDF_COLOURS, printable } from './pdf-frame.ts';
