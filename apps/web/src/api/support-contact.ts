import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /support-contact: the opening hours, the answer time, WhatsApp and phone (null: none set). */
export const supportContactQuery = () =>
  queryOptions({
    queryKey: ['support-contact'],
    queryFn: async () => (await request('GET /support-contact')).data,
    staleTime: 5 * 60_000,
  });

export const useSupportContact = () => useQuery(supportContactQuery());
