import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** GET /userdashboard: profile completeness, rating, badge inputs, plan and cash-out window. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['userdashboard'],
    queryFn: async () => (await request('GET /userdashboard')).data,
  });

export const useDashboard = () => useQuery(dashboardQuery());
