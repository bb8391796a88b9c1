import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/staff: every operator and expert, and the people proposed as new admins. */
export const staffQuery = queryOptions({
  queryKey: [...consoleKey, 'staff'],
  queryFn: async () => (await request('GET /admin/staff')).data,
});

export const useStaff = () => useQuery(staffQuery);

/** After any change to staff: the list, and the approvals where an admin role waits for a second admin. */
export function useRefreshStaff() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffQuery.queryKey }),
      client.invalidateQueries({ queryKey: approvalsKey }),
    ]);
}
