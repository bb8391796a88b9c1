import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { useRefreshStaff } from './staff-list.ts';

export type StaffAction = 'disable' | 'enable' | 'reset-two-step' | 'resend-invitation';

/** POST /admin/staff/:id/<action>: disable, enable, reset two-step sign-in, resend the invitation. */
export function useStaffAction() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (input: { id: number; action: StaffAction }) =>
      request(`POST /admin/staff/{id}/${input.action}`, {
        params: { id: input.id },
        showError: true,
        showSuccess: true,
      }),
    onSettled: refresh,
  });
}
