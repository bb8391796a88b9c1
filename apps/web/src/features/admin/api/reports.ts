import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportIndex } from '@trust/shared';
import { api, type DownloadedFile, download } from '../../../lib/api-client.ts';

/** GET /admin/reports: the reports finance can read, in the console's order. */
export const useReportIndex = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'reports'],
      queryFn: async () => (await api.get<ReportIndex>('/admin/reports')).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** GET /admin/reports/:name: one report's table, totals and chart. */
export const useReport = (name: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', name],
      queryFn: async () => (await api.get<Report>(`/admin/reports/${encodeURIComponent(name)}`)).data,
    }),
  );

/** GET /admin/reports/:name/csv: the report as a CSV file. */
export const fetchReportCsv = (name: string): Promise<DownloadedFile> =>
  download(`/admin/reports/${encodeURIComponent(name)}/csv`);

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
