import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

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
export const auditQuery = (f: AuditFilter) =>
  queryOptions({
    queryKey: [...consoleKey, 'audit', f],
    queryFn: async () => (await request('GET /admin/audit', { search: auditParams(f) })).data,
    placeholderData: keepPreviousData,
  });

export const useAudit = (f: AuditFilter) => useQuery(auditQuery(f));
