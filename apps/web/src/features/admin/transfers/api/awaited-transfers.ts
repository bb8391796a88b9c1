import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** Every search of the awaited transfers: the first part of their keys. */
export const awaitedTransfersKey = [...consoleKey, 'transfers'] as const;

/** GET /admin/transfers?q=: members awaiting a bank transfer, oldest first. */
export const awaitedTransfersQuery = (q: string) =>
  queryOptions({
    queryKey: [...awaitedTransfersKey, q],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      return (await request('GET /admin/transfers', { search: params })).data;
    },
  });

export const useAwaitedTransfers = (q: string) => useQuery(awaitedTransfersQuery(q));
