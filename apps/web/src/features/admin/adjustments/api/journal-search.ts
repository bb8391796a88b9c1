import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/adjustments/entries?q=: a member's newest journal entries (a TFP) or one entry (its number). */
export const journalSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...consoleKey, 'adjustments', 'entries', q],
    queryFn: async () =>
      (await request('GET /admin/adjustments/entries', { search: `q=${encodeURIComponent(q)}` })).data,
  });

export const useJournalSearch = (q: string) =>
  useQuery({ ...journalSearchQuery(q), enabled: q.length > 0, retry: false });
