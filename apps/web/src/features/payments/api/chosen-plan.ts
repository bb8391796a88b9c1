import { usePlans } from '../../../api/plans.ts';
import { session } from '../../../lib/session.ts';

/** The plan the member chose on the plan pages (its id is stored in the session), from the catalogue. */
export function useChosenPlan() {
  const planId = Number(session.get<number | string>('planId'));
  const plans = usePlans();
  return { planId, plan: plans.data?.find((p) => p.pl_plan_id === planId), isLoading: plans.isLoading };
}
