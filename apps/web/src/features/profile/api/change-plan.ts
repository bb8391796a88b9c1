import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeAnswer, PlanChangeBody } from '@trust/shared/contracts/plan-change';
import { currentUserQuery } from '../../../api/user.ts';
import { api } from '../../../lib/api-client.ts';
import { planChangeListQuery } from './plan-change-list.ts';

/** POST /userplanchange: a downgrade is done at once; an upgrade answers its checkout or transfer details. */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanChangeBody) => api.post<PlanChangeAnswer>('/userplanchange', body),
    onSuccess: (res) => {
      if (res.data.kind !== 'changed') return;
      void client.invalidateQueries({ queryKey: planChangeListQuery().queryKey });
      // The stored user carries the plan name the profile and the shell show: fetch it now.
      void client.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    },
  });
}
