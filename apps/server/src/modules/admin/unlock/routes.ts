import { answers, idField, unlockedMemberSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { unlockMember } from './service.ts';

const params = z.object({
  id: idField('Member not found'),
});
const body = z
  .object({ reason: z.string().trim().max(300, 'Must be 300 characters or less').optional() })
  .nullish();

/** POST /api/admin/members/:id/unlock: an operator lifts a lock for default (audited). */
export const unlockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/members/:id/unlock',
    {
      preValidation: requireRole,
      // Unlocking a member is support's work.
      config: { roles: ['support'] },
      schema: { tags: ['admin'], params, body, response: answers(unlockedMemberSchema) },
    },
    async (req) => {
      const result = await unlockMember(app.deps.db, {
        actorUserId: req.member.userId,
        memberId: req.params.id,
        reason: req.body?.reason,
        now: app.deps.clock.now(),
      });
      return ok(result, 'Member unlocked');
    },
  );
};
