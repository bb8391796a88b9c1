import { useMutation } from '@tanstack/react-query';
import type { NewStaffBody } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { useRefreshStaff } from './staff-list.ts';

/** POST /admin/staff {full_name, email, role}: invites them (an admin is proposed for a second admin). */
export function useAddStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (body: NewStaffBody) => request('POST /admin/staff', { body, showSuccess: true }),
    onSuccess: refresh,
  });
}
