import { request } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp: the member a TFP code belongs to. */
export const lookupTrustMember = (code: string) =>
  request('POST /gettrustmemberbytfp', { body: { u_mem_tfpcode: code } });
