import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@trust/shared';
import { api } from '../lib/api-client.ts';

/** GET /userdashboard: profile completeness, rating, badge inputs, plan and cash-out window. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['userdashboard'],
    queryFn: async () => (await api.get<DashboardResponse>('/userdashboard')).data,
  });

export const useDashboard = () => useQuery(dashboardQuery());
