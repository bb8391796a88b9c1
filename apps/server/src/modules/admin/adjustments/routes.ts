import {
  ADJUSTMENT_MESSAGES,
  adjustmentBodySchema,
  adjustmentProposedSchema,
  answers,
  journalSearchQuerySchema,
  journalSearchSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import { searchJournal } from './journal.ts';
import { proposeAdjustment } from './propose.ts';

const tags = ['admin'];
// Corrections are finance's work (an admin may always); approving them is in Approvals.
const config = { roles: ['finance'] as const };

/** The console's Adjustments: find a member's or an entry's journal lines, and propose a correction. */
export const adminAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/admin/adjustments/entries',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: journalSearchQuerySchema, response: answers(journalSearchSchema) },
    },
    async (req) => ok(await searchJournal(db, req.query.q)),
  );

  app.post(
    '/admin/adjustments',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: adjustmentBodySchema, response: answers(adjustmentProposedSchema) },
    },
    async (req) =>
      ok(await proposeAdjustment(db, operatorOf(req), req.body, clock.now()), ADJUSTMENT_MESSAGES.proposed),
  );
};
