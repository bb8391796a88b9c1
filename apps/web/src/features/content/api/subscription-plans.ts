import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A plan as GET /getsubscriptionplans returns it (part 1 section 3); only what the landing page reads. */
export interface LandingPlan {
  pl_plan_id: number;
  pl_plan_name: string;
  pl_plan_prefix?: string;
  pl_weekly_saving?: number | string | null;
  pl_qualify_loan?: number | string | null;
  pl_image?: string | null;
  planbenefits?: { pb_text: string; pb_value: string }[];
}

/** GET /getsubscriptionplans: the plan cards of the Trust Plans section. */
export const subscriptionPlansQuery = () =>
  queryOptions({
    queryKey: ['plans', 'subscription'],
    queryFn: async () => (await api.get<LandingPlan[]>('/getsubscriptionplans')).data,
    staleTime: 5 * 60_000,
  });

export const useSubscriptionPlans = () => useQuery(subscriptionPlansQuery());
