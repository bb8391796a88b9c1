import {
  answers,
  reviewSettlementBodySchema,
  SETTLEMENT_MESSAGES,
  settlementDetailSchema,
  settlementImportSchema,
  settlementListSchema,
  settlementParamsSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import {
  importSettlements,
  listSettlements,
  reviewSettlement,
  settlementDetail,
} from '../../settlement/index.ts';

const tags = ['admin'];
// The fund's bank and the provider's fees are finance's (an admin may always).
const config = { roles: ['finance'] as const };

/** The console's Settlement: the list, one settlement's transactions, import now, and a review note. */
export const adminSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settlements',
    { preValidation: requireRole, config, schema: { tags, response: answers(settlementListSchema) } },
    async () => ok(await listSettlements(app.deps.db)),
  );

  app.get(
    '/admin/settlements/:id',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: settlementParamsSchema, response: answers(settlementDetailSchema) },
    },
    async (req) => {
      const detail = await settlementDetail(app.deps.db, req.params.id);
      if (!detail) throw notFound(SETTLEMENT_MESSAGES.notFound);
      return ok(detail);
    },
  );

  app.post(
    '/admin/settlements/import',
    { preValidation: requireRole, config, schema: { tags, response: answers(settlementImportSchema) } },
    async (req) => {
      const now = app.deps.clock.now();
      const result = await importSettlements({ ...app.deps, log: app.log }, now);
      await audit(app.deps.db, { actor: operatorOf(req), action: 'settlement.import', now, details: result });
      return ok(result, SETTLEMENT_MESSAGES.imported);
    },
  );

  app.post(
    '/admin/settlements/:id/review',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: settlementParamsSchema,
        body: reviewSettlementBodySchema,
        response: answers(settlementDetailSchema),
      },
    },
    async (req) => {
      await reviewSettlement(
        app.deps.db,
        operatorOf(req),
        req.params.id,
        req.body.note,
        app.deps.clock.now(),
      );
      const detail = await settlementDetail(app.deps.db, req.params.id);
      if (!detail) throw notFound(SETTLEMENT_MESSAGES.notFound);
      return ok(detail, SETTLEMENT_MESSAGES.reviewed);
    },
  );
};
