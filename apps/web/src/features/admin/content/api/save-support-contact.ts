import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportContactBody } from '@trust/shared';
import { supportContactQuery } from '../../../../api/support-contact.ts';
import { request } from '../../../../lib/api-client.ts';

/** PUT /admin/support-contact: the content operator sets all four. */
export function useSaveSupportContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportContactBody) =>
      request('PUT /admin/support-contact', { body, showSuccess: true, showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportContactQuery().queryKey }),
  });
}
