import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { adminPlansQuery } from './admin-plans.ts';

/** PUT /admin/plans/:id: a plan's figures. */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      request('PUT /admin/plans/{id}', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminPlansQuery().queryKey }),
  });
}
