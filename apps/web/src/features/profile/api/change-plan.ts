import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeBody } from '@trust/shared/contracts/plan-change';
import { refreshCurrentUser } from '../../../api/user.ts';
import { request } from '../../../lib/api-client.ts';
import { planChangeListQuery } from './plan-change-list.ts';

/** POST /userplanchange: a downgrade is done at once; an upgrade answers its checkout or transfer details. */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanChangeBody) => request('POST /userplanchange', { body }),
    onSuccess: (res) => {
      // A transfer to wait for blocks other changes: the list says so.
      void client.invalidateQueries({ queryKey: planChangeListQuery().queryKey });
      if (res.data.kind !== 'changed') return;
      // The stored user carries the plan name the profile and the shell show: fetch it now.
      void refreshCurrentUser(client);
    },
  });
}
