import {
  adminPayoutSchema,
  adminPayoutsPageSchema,
  adminPayoutsQuerySchema,
  answers,
  bouncePayoutBodySchema,
  bounceProposalSchema,
  errorEnvelope,
  PAYOUT_MESSAGES,
  payoutBatchListSchema,
  payoutBatchParamsSchema,
  payoutBatchSchema,
  payoutParamsSchema,
  proposeBatchBodySchema,
  statementFileSchema,
} from '@trust/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { type Operator, viewProposal } from '../../approvals/index.ts';
import { bankCodesOf } from './bank-codes.ts';
import { proposeBounce } from './bounce.ts';
import { payoutBatchCsv } from './csv.ts';
import { checkWithProvider } from './provider-check.ts';
import { listBatches, listPayouts, payoutView } from './queries.ts';
import { csvBatchPayouts, markBatchSent, proposeBatch } from './service.ts';

const tags = ['admin'];
// Sending payouts is finance's work (an admin may always).
const config = { roles: ['finance'] as const };
const operatorOf = (req: FastifyRequest): Operator => ({
  userId: req.member.userId,
  role: req.member.role,
  ip: req.ip,
});

/**
 * The console's payouts: the tabs of payouts, the batches with their proposals, proposing a batch,
 * an approved CSV batch's file and marking it sent. Approving or rejecting a batch is the approvals
 * queue's call (/admin/approvals/:id/approve with the proposal's payload_hash).
 */
export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const batchView = async (id: number) => {
    const batch = (await listBatches(app.deps.db)).find((b) => b.id === id);
    if (!batch) throw new Error(`payout batch ${id} not listed`);
    return batch;
  };

  app.get(
    '/admin/payouts',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: adminPayoutsQuerySchema, response: answers(adminPayoutsPageSchema) },
    },
    async (req) => ok(await listPayouts(app.deps.db, req.query.status, req.query.page, app.deps.clock.now())),
  );

  app.get(
    '/admin/payouts/batches',
    { preValidation: requireRole, config, schema: { tags, response: answers(payoutBatchListSchema) } },
    async () => ok({ batches: await listBatches(app.deps.db) }),
  );

  app.post(
    '/admin/payouts/batches',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: proposeBatchBodySchema, response: answers(payoutBatchSchema) },
    },
    async (req) => {
      const { batch } = await proposeBatch(app.deps, operatorOf(req), {
        payoutIds: req.body.payout_ids,
        method: req.body.method,
      });
      return ok(await batchView(batch.id), PAYOUT_MESSAGES.proposed);
    },
  );

  app.get(
    '/admin/payouts/batches/:id/csv',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: payoutBatchParamsSchema,
        response: {
          200: {
            description: 'The bulk-payment CSV of an approved CSV batch',
            content: { 'text/csv': { schema: statementFileSchema } },
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { batch, rows } = await csvBatchPayouts(app.deps.db, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payout-batch-${batch.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(payoutBatchCsv(batch.id, rows, await bankCodesOf(app.deps.db, rows)), 'utf8'));
    },
  );

  app.post(
    '/admin/payouts/batches/:id/mark-sent',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: payoutBatchParamsSchema, response: answers(payoutBatchSchema) },
    },
    async (req) => {
      const batch = await markBatchSent(app.deps, operatorOf(req), req.params.id);
      return ok(await batchView(batch.id), PAYOUT_MESSAGES.markedSent);
    },
  );

  app.post(
    '/admin/payouts/:id/check-provider',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: payoutParamsSchema, response: answers(adminPayoutSchema) },
    },
    async (req) => {
      const { stillSending } = await checkWithProvider(app.deps, operatorOf(req), req.params.id);
      const view = await payoutView(app.deps.db, req.params.id, app.deps.clock.now());
      if (!view) throw new Error(`payout ${req.params.id} not listed`);
      return ok(view, stillSending ? PAYOUT_MESSAGES.stillSending : PAYOUT_MESSAGES.checked);
    },
  );

  app.post(
    '/admin/payouts/:id/bounce',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: payoutParamsSchema,
        body: bouncePayoutBodySchema,
        response: answers(bounceProposalSchema),
      },
    },
    async (req) => {
      const proposal = await proposeBounce(app.deps, operatorOf(req), req.params.id, req.body.reason);
      return ok({ proposal: await viewProposal(app.deps.db, proposal) }, PAYOUT_MESSAGES.bounceProposed);
    },
  );
};
