import type { StatementFormat } from '@trust/shared/contracts/statements';
import { type DownloadedFile, downloadFile } from '../../../lib/api-client.ts';

export interface StatementRequest {
  /** Lagos calendar days, YYYY-MM-DD (a date input's value). */
  from: string;
  to: string;
  format: StatementFormat;
}

/** GET /statement: the member's own statement of account as a file (PDF or CSV). */
export function fetchStatement(r: StatementRequest): Promise<DownloadedFile> {
  const q = new URLSearchParams({ from: r.from, to: r.to, format: r.format });
  return downloadFile('GET /statement', { search: q });
}
