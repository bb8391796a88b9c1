import {
  APPROVAL_MESSAGES,
  answers,
  approveBodySchema,
  proposalListSchema,
  proposalParamsSchema,
  proposalSchema,
  proposalsQuerySchema,
  rejectBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import {
  approvalKindNames,
  approve,
  listProposals,
  operatorOf,
  reject,
  viewProposal,
} from '../../approvals/index.ts';

const tags = ['admin'];
// Money actions are finance's and loans' work; each kind then checks its own role (an admin may always).
const config = { roles: ['finance', 'loans'] as const };

/**
 * The maker-checker queue: GET /admin/approvals lists proposals of the kinds the operator handles;
 * approve applies one (a different operator from the proposer, with the payload hash they read);
 * reject closes it with a reason. Proposing is each kind's own call (it knows what to propose).
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/approvals',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: proposalsQuerySchema, response: answers(proposalListSchema) },
    },
    async (req) => ok(await listProposals(app.deps.db, operatorOf(req), req.query, approvalKindNames())),
  );

  app.post(
    '/admin/approvals/:id/approve',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: proposalParamsSchema,
        body: approveBodySchema,
        response: answers(proposalSchema),
      },
    },
    async (req) => {
      const { proposal, replayed } = await approve(app.deps, {
        operator: operatorOf(req),
        id: req.params.id,
        payloadHash: req.body.payload_hash,
      });
      // A kind whose approval ended sessions (a role granted) names them: their sockets close too.
      const ended = proposal.result?.ended_sessions;
      if (!replayed && Array.isArray(ended)) app.sessionSockets.close(ended.filter(Number.isInteger));
      return ok(await viewProposal(app.deps.db, proposal), APPROVAL_MESSAGES.approved);
    },
  );

  app.post(
    '/admin/approvals/:id/reject',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: proposalParamsSchema,
        body: rejectBodySchema,
        response: answers(proposalSchema),
      },
    },
    async (req) => {
      const row = await reject(app.deps.db, {
        operator: operatorOf(req),
        id: req.params.id,
        reason: req.body.reason,
        now: app.deps.clock.now(),
      });
      return ok(await viewProposal(app.deps.db, row), APPROVAL_MESSAGES.rejected);
    },
  );
};
