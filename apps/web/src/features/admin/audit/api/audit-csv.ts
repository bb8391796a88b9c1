import { type DownloadedFile, downloadFile } from '../../../../lib/api-client.ts';
import { type AuditFilter, auditParams } from './audit.ts';

/** GET /admin/audit/csv: the filtered entries as a CSV file. */
export const fetchAuditCsv = (f: AuditFilter): Promise<DownloadedFile> =>
  downloadFile('GET /admin/audit/csv', { search: auditParams(f, false) });
