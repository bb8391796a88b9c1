import { request } from '../../../lib/api-client.ts';

/** POST /gettrustmemberbytfp with purpose 'network': a member on a paid plan who may join my network. */
export const lookupNetworkMember = (code: string) =>
  request('POST /gettrustmemberbytfp', { body: { u_mem_tfpcode: code, purpose: 'network' } });
