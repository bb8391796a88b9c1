import { api } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp: the member a TFP code belongs to. */
export const lookupTrustMember = (code: string) =>
  api.post<{ t_mem_name: string; t_mem_image: string }>('/gettrustmemberbytfp', { u_mem_tfpcode: code });

/** POST /addreferedtrustpartner */
export const addTrustPartner = (u_relationship: string, u_tfp_code?: string) =>
  api.post(
    '/addreferedtrustpartner',
    { u_relationship, ...(u_tfp_code ? { u_tfp_code } : {}) },
    {
      showError: true,
      showSuccess: u_relationship !== 'NOONE',
    },
  );

/** POST /inviteusers: the page shows per-row errors itself (status 1 = already registered). */
export const inviteUsers = (rows: { email: string; index: number }[]) =>
  api.post<{ email: string; index: number; status: number }[]>('/inviteusers', { trustnetwork: rows });

/** POST /updateinviteuserstatus */
export const updateInviteStatus = (type: string) => api.post('/updateinviteuserstatus', { type });
