import { request } from '../lib/api-client.ts';

/** POST /updateinviteuserstatus: which onboarding steps are done ('both': registration is complete). */
export const updateInviteStatus = (type: string) =>
  request('POST /updateinviteuserstatus', { body: { type } });
