import type { InviteStatus } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /updateinviteuserstatus: which onboarding steps are done ('both': registration is complete). */
export const updateInviteStatus = (type: string) =>
  api.post<InviteStatus>('/updateinviteuserstatus', { type });
