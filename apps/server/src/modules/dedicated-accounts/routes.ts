import { answers, virtualAccountSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { ensureDedicatedAccount, toVirtualAccount } from './account.ts';

/**
 * GET /virtualaccount: the signed-in member's own account number, opened at the provider on the
 * first call. A transfer into it is credited without an operator (credit.ts).
 */
export const dedicatedAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.get(
    '/virtualaccount',
    { schema: { tags: ['dedicated-accounts'], response: answers(virtualAccountSchema) } },
    async (req) => {
      const row = await ensureDedicatedAccount(app.deps, req.member.userId);
      return ok(toVirtualAccount(row), 'Your account number');
    },
  );
};
