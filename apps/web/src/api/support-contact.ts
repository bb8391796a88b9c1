import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportContactBody } from '@trust/shared';
import { request } from '../lib/api-client.ts';

/** GET /support-contact: the opening hours, the answer time, WhatsApp and phone (null: none set). */
export const supportContactQuery = () =>
  queryOptions({
    queryKey: ['support-contact'],
    queryFn: async () => (await request('GET /support-contact')).data,
    staleTime: 5 * 60_000,
  });

export const useSupportContact = () => useQuery(supportContactQuery());

/** PUT /admin/support-contact: the content operator sets all four. */
export function useSaveSupportContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportContactBody) =>
      request('PUT /admin/support-contact', { body, showSuccess: true, showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportContactQuery().queryKey }),
  });
}
