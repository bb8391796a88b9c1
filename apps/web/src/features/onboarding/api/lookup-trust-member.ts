import type { TrustMember } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp: the member a TFP code belongs to. */
export const lookupTrustMember = (code: string) =>
  api.post<TrustMember>('/gettrustmemberbytfp', { u_mem_tfpcode: code });
