import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { type LendingListPath, lendingListQuery } from './lending-list.ts';

/**
 * POST /admin/etc-cities or /admin/pop-items (no id: add), PUT …/:id (an id: rename or (de)activate);
 * the form shows a refusal beside it.
 */
export function useSaveLendingEntry(path: LendingListPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? request(`PUT ${path}/{id}`, { params: { id }, body }) : request(`POST ${path}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: lendingListQuery(path).queryKey }),
  });
}
