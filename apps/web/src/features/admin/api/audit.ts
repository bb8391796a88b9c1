import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@trust/shared';
import { api, type DownloadedFile, download } from '../../../lib/api-client.ts';

export interface AuditFilter {
  actor: string;
  action: string;
  member: string;
  from: string;
  to: string;
  page: number;
}

/** The filter as the query string the calls read (empty fields left out). */
export function auditParams(f: AuditFilter, withPage = true): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'member', 'from', 'to'] as const) {
    if (f[key].trim()) params.set(key, f[key].trim());
  }
  if (withPage && f.page > 1) params.set('page', String(f.page));
  return params;
}

/** GET /admin/audit: a page of the audit log, newest first. */
export const useAudit = (f: AuditFilter) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'audit', f],
      queryFn: async () => (await api.get<AuditPage>(`/admin/audit?${auditParams(f)}`)).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /admin/audit/csv: the filtered entries as a CSV file. */
export const fetchAuditCsv = (f: AuditFilter): Promise<DownloadedFile> =>
  download(`/admin/audit/csv?${auditParams(f, false)}`);
