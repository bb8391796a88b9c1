import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** The console's lists behind the POP and ETC forms: /admin/etc-cities and /admin/pop-items. */
export type LendingListPath = '/admin/etc-cities' | '/admin/pop-items';

export interface LendingListEntry {
  id: number;
  name: string;
  country?: string;
  active: boolean;
  used: number;
}

/** GET /admin/etc-cities or GET /admin/pop-items: every entry, active or not, with how often it was used. */
export const lendingListQuery = (path: LendingListPath) =>
  queryOptions({
    queryKey: [...consoleKey, path],
    queryFn: async (): Promise<LendingListEntry[]> => (await request(`GET ${path}`)).data,
  });

export const useLendingList = (path: LendingListPath) => useQuery(lendingListQuery(path));
