import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';

/** POST /admin/adjustments: proposes a correction with its reason (nothing posts until approved). */
export function useProposeAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentBody) =>
      // The form says it was proposed, with the reference, in place.
      request('POST /admin/adjustments', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: approvalsKey }),
  });
}
