import { useQuery } from '@tanstack/react-query';
import type { PlanView } from '@trust/shared/contracts/plans';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** The plan the member chose on the plan pages (its id is stored in the session), from the catalogue. */
export function useChosenPlan() {
  const planId = Number(session.get<number | string>('planId'));
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await api.get<PlanView[]>('/getsubscriptionplans')).data,
    staleTime: 5 * 60_000,
  });
  return { planId, plan: plans.data?.find((p) => p.pl_plan_id === planId), isLoading: plans.isLoading };
}
