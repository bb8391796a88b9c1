import { answers, dashboardSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { buildDashboard } from './service.ts';

/** GET /userdashboard (part 2 section 7, "Profile completeness"). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userdashboard',
    { schema: { tags: ['dashboard'], response: answers(dashboardSchema) }, preHandler: requireMember },
    async (request) => {
      const { db, clock, config } = app.deps;
      return ok(
        await buildDashboard(db, clock.now(), config.publicUrl, request.member.userId, {
          bank_name: config.FUND_BANK_NAME,
          account_number: config.FUND_ACCOUNT_NUMBER,
          account_name: config.FUND_ACCOUNT_NAME,
        }),
      );
    },
  );
};
