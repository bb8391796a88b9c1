import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

/** GET /userprofile. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['userprofile'],
    queryFn: async () => (await api.get<ProfileView>('/userprofile')).data,
  });

export const useProfile = () => useQuery(profileQuery());
