import { api } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp: the member a TFP code belongs to. */
export const lookupTrustMember = (code: string) =>
  api.post<{ t_mem_name: string; t_mem_image: string }>('/gettrustmemberbytfp', { u_mem_tfpcode: code });
