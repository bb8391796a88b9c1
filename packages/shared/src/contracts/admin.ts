import { z } from 'zod';

/** POST /admin/members/:id/unlock: the member and their status after the unlock (1, active). */
export const unlockedMemberSchema = z.object({ u_id: z.number(), u_status: z.number() });
