import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** Every settlement query: the first part of their keys. */
export const settlementsKey = [...consoleKey, 'settlements'] as const;

/** GET /admin/settlements: the provider's settlements, newest first, and how many are flagged. */
export const settlementsQuery = queryOptions({
  queryKey: settlementsKey,
  queryFn: async () => (await request('GET /admin/settlements')).data,
});

export const useSettlements = () => useQuery(settlementsQuery);
