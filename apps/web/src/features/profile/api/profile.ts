import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@trust/shared';
import { dashboardQuery } from '../../../api/dashboard.ts';
import { currentUserQuery } from '../../../api/user.ts';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** The profile and bank fields under the spec's names, with the completeness items. */
export interface ProfileView {
  u_first_name: string;
  u_email: string;
  u_phone: string;
  u_tfp_pin: string | null;
  u_image: string | null;
  gender: string | null;
  dob: string | null;
  u_business_sector: string | null;
  u_address: string | null;
  u_hear_about_us: string | null;
  u_kin_name: string | null;
  u_kin_contact: string | null;
  u_kin_email: string | null;
  up_bank_name: string | null;
  up_account_number: string | null;
  up_bank_holder_name: string | null;
  profile_percentage: number;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['userprofile'],
    queryFn: async () => (await api.get<ProfileView>('/userprofile')).data,
  });

export const useProfile = () => useQuery(profileQuery());

/** POST /updateuserprofile: the stored user follows, and the dashboard's completeness reloads. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      api.post<ProfileView>('/updateuserprofile', body, { showError: true, showSuccess: true }),
    onSuccess: (res) => {
      client.setQueryData(profileQuery().queryKey, res.data);
      session.mergeUser({ u_first_name: res.data.u_first_name, u_phone: res.data.u_phone });
      void client.invalidateQueries({ queryKey: dashboardQuery().queryKey });
      void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    },
  });
}

/** POST /userimageupload (multipart, field u_image): answers data.filepath. */
export function useUploadImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('u_image', file);
      return api.post<{ filepath: string }>('/userimageupload', form, { showError: true, showSuccess: true });
    },
    onSuccess: (res) => {
      session.mergeUser({ u_image: res.data.filepath });
      void client.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
