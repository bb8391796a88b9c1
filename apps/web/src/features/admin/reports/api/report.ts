import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** The dates asked for a report (Lagos days, YYYY-MM-DD); a missing one takes the report's default. */
export interface ReportDates {
  from?: string;
  to?: string;
}

/** ?from=…&to=… for the dates given (nothing for none). */
export function datesSearch(dates: ReportDates): URLSearchParams {
  const q = new URLSearchParams();
  if (dates.from) q.set('from', dates.from);
  if (dates.to) q.set('to', dates.to);
  return q;
}

/** GET /admin/reports/:name?from=&to=: one report's figures, table, totals and chart over the dates asked. */
export const reportQuery = (name: string, dates: ReportDates) =>
  queryOptions({
    queryKey: [...consoleKey, 'reports', name, dates.from ?? '', dates.to ?? ''],
    queryFn: async () =>
      (await request('GET /admin/reports/{name}', { params: { name }, search: datesSearch(dates) })).data,
    // A refused date is the operator's to correct, not a network hiccup to retry.
    retry: false,
  });

export const useReport = (name: string, dates: ReportDates) => useQuery(reportQuery(name, dates));
