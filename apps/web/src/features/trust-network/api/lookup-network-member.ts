import type { TrustMember } from '@trust/shared/contracts/onboarding';
import { api } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp with purpose 'network': a member on a paid plan who may join my network. */
export const lookupNetworkMember = (code: string) =>
  api.post<TrustMember>('/gettrustmemberbytfp', { u_mem_tfpcode: code, purpose: 'network' });
