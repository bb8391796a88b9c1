import { type DownloadedFile, downloadFile } from '../../../../lib/api-client.ts';
import { datesSearch, type ReportDates } from './report.ts';

/** GET /admin/reports/:name/csv or /pdf: the report over the same dates, as a file. */
export const fetchReportFile = (
  name: string,
  format: 'csv' | 'pdf',
  dates: ReportDates,
): Promise<DownloadedFile> =>
  format === 'csv'
    ? downloadFile('GET /admin/reports/{name}/csv', { params: { name }, search: datesSearch(dates) })
    : downloadFile('GET /admin/reports/{name}/pdf', { params: { name }, search: datesSearch(dates) });
