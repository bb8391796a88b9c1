import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@trust/shared';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { currentUserQuery } from '../../../api/user.ts';
import { request } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { profileQuery } from './profile.ts';

/** POST /updateuserprofile: the stored user follows, and the dashboard's completeness reloads. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      request('POST /updateuserprofile', { body, showError: true, showSuccess: true }),
    onSuccess: (res) => {
      client.setQueryData(profileQuery().queryKey, res.data);
      session.mergeUser({ u_first_name: res.data.u_first_name, u_phone: res.data.u_phone });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
      void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
  });
}
