import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/reports: the reports finance can read, in the console's order. */
export const reportIndexQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'reports'],
    queryFn: async () => (await request('GET /admin/reports')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReportIndex = () => useQuery(reportIndexQuery());
