import type { StatementFormat } from '@trust/shared/contracts/statements';
import { type DownloadedFile, download } from '../../../lib/api-client.ts';

export interface StatementRequest {
  /** Lagos calendar days, YYYY-MM-DD (a date input's value). */
  from: string;
  to: string;
  format: StatementFormat;
}

/** GET /statement: the member's own statement of account as a file (PDF or CSV). */
export function fetchStatement(r: StatementRequest): Promise<DownloadedFile> {
  const q = new URLSearchParams({ from: r.from, to: r.to, format: r.format });
  return download(`/statement?${q}`);
}

/** Hands a downloaded file to the browser's own download (the file name the server chose). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
