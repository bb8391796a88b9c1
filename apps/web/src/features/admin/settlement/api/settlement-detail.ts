import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { settlementsKey } from './settlements-list.ts';

/** GET /admin/settlements/:id: one settlement with its transactions beside our records. */
export const settlementQuery = (id: number) =>
  queryOptions({
    queryKey: [...settlementsKey, id],
    queryFn: async () => (await request('GET /admin/settlements/{id}', { params: { id } })).data,
  });

export const useSettlement = (id: number | null) =>
  useQuery({ ...settlementQuery(id ?? 0), enabled: id !== null });
