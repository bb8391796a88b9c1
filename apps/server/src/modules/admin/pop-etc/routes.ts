import {
  adminPopEtcListSchema,
  adminPopEtcQuerySchema,
  answers,
  POP_ETC_MESSAGES,
  popEtcParamsSchema,
  proposalSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf, viewProposal } from '../../approvals/index.ts';
import { listPopEtcApplications, proposePopEtcDisbursal } from '../../pop-etc/index.ts';
import { adminPopEtcListRoutes } from './list-routes.ts';

const tags = ['admin'];
// Disbursing POP and ETC is the loans team's work (an admin may always).
const config = { roles: ['loans'] as const };

/** The console's POP & ETC section: applications by status, and proposing a disbursal. */
export const adminPopEtcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  // The ETC cities and POP items the forms offer (role content).
  await app.register(adminPopEtcListRoutes);

  app.get(
    '/admin/popetc',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: adminPopEtcQuerySchema, response: answers(adminPopEtcListSchema) },
    },
    async (req) => ok(await listPopEtcApplications(db, req.query)),
  );

  app.post(
    '/admin/popetc/:id/propose',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: popEtcParamsSchema, response: answers(proposalSchema) },
    },
    async (req) => {
      const row = await proposePopEtcDisbursal(db, operatorOf(req), req.params.id, clock.now());
      return ok(await viewProposal(db, row), POP_ETC_MESSAGES.proposed);
    },
  );
};
