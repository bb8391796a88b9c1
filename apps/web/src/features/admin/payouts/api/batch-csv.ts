import { type DownloadedFile, downloadFile } from '../../../../lib/api-client.ts';

/** GET /admin/payouts/batches/:id/csv: the bulk-payment file for the fund's bank. */
export const fetchBatchCsv = (batchId: number): Promise<DownloadedFile> =>
  downloadFile('GET /admin/payouts/batches/{id}/csv', { params: { id: batchId } });
