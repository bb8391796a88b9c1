import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The console's lists behind the POP and ETC forms: /admin/etc-cities and /admin/pop-items. */
export type LendingListPath = '/admin/etc-cities' | '/admin/pop-items';

export interface LendingListEntry {
  id: number;
  name: string;
  country?: string;
  active: boolean;
  used: number;
}

export const useLendingList = (path: LendingListPath) =>
  useQuery({
    queryKey: ['admin', path],
    queryFn: async () => (await api.get<LendingListEntry[]>(path)).data,
  });

/** POST (no id: add) or PUT (an id: rename or (de)activate); the form shows a refusal beside it. */
export function useSaveLendingEntry(path: LendingListPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? api.put<LendingListEntry>(`${path}/${id}`, body) : api.post<LendingListEntry>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', path] }),
  });
}
