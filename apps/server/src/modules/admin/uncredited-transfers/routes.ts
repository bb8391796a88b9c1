import {
  answers,
  creditUncreditedBody,
  idField,
  proposalSchema,
  UNCREDITED_MESSAGES,
  uncreditedTransfersSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf, viewProposal } from '../../approvals/index.ts';
import { listUncredited, proposeUncreditedCredit } from '../../dedicated-accounts/index.ts';

const params = z.object({ id: idField(UNCREDITED_MESSAGES.notFound) });
// Money received is finance's (an admin may always).
const config = { roles: ['finance'] as const };
const tags = ['admin'];

/**
 * Transfers into dedicated accounts that could not be credited by themselves (docs/domain-rules.md,
 * "Money rails: the remaining gaps"): the list, and a credit to the right member proposed for a
 * second operator's approval.
 */
export const adminUncreditedTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/uncredited-transfers',
    { preValidation: requireRole, config, schema: { tags, response: answers(uncreditedTransfersSchema) } },
    async () => ok({ transfers: await listUncredited(app.deps.db) }),
  );

  app.post(
    '/admin/uncredited-transfers/:id/credit',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params, body: creditUncreditedBody, response: answers(proposalSchema) },
    },
    async (req) => {
      const row = await proposeUncreditedCredit(
        app.deps.db,
        operatorOf(req),
        { id: req.params.id, tfp: req.body.tfp },
        app.deps.clock.now(),
      );
      return ok(await viewProposal(app.deps.db, row), UNCREDITED_MESSAGES.proposed);
    },
  );
};
