import { useMutation } from '@tanstack/react-query';
import type { StaffRole } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { useRefreshStaff } from './staff-list.ts';

/** POST /admin/staff/:id/role {role}: the admin role is proposed instead, for a second admin. */
export function useChangeStaffRole() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (input: { id: number; role: StaffRole }) =>
      request('POST /admin/staff/{id}/role', {
        params: { id: input.id },
        body: { role: input.role },
        showSuccess: true,
      }),
    onSuccess: refresh,
  });
}
