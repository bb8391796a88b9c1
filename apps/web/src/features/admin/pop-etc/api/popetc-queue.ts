import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

export interface PopEtcFilter {
  kind: 'pop' | 'etc' | '';
  status: 1 | 2 | 3;
}

/** GET /admin/popetc?kind=&status=: POP and ETC applications by status, with any disbursal waiting. */
export const popEtcQueueQuery = (f: PopEtcFilter) =>
  queryOptions({
    queryKey: [...consoleKey, 'popetc', f],
    queryFn: async () => {
      const params = new URLSearchParams({ status: String(f.status) });
      if (f.kind) params.set('kind', f.kind);
      return (await request('GET /admin/popetc', { search: params })).data;
    },
    placeholderData: keepPreviousData,
  });

export const usePopEtcQueue = (f: PopEtcFilter) => useQuery(popEtcQueueQuery(f));
