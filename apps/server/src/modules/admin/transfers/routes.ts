import {
  APPROVAL_MESSAGES,
  answers,
  awaitedTransfersQuerySchema,
  awaitedTransfersSchema,
  importStatementBodySchema,
  proposalSchema,
  proposeTransferBodySchema,
  statementImportSchema,
  toNairaNumber,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { ApiError, ok } from '../../../http/envelope.ts';
import { requireOperator, requireRole } from '../../../http/session-guard.ts';
import { type Operator, viewProposal } from '../../approvals/index.ts';
import { listAwaited, openKey, openProposals } from './awaited.ts';
import { importMessage, importStatement } from './import.ts';
import { proposeTransfer } from './propose.ts';

const tags = ['admin'];
// Confirming money received is finance's work (an admin may always).
const config = { roles: ['finance'] as const };

/**
 * The operator: the signed-in one, or for the operator token (the confirm-transfer command through
 * the running server) the fund's first admin account, as the audit log has always recorded it.
 */
async function operatorOf(db: Db, req: FastifyRequest): Promise<Operator> {
  if (req.member) return { userId: req.member.userId, role: req.member.role, ip: req.ip };
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .limit(1);
  if (!admin) throw new ApiError(409, 'No operator account exists to propose in the fund’s name');
  return { userId: admin.id, role: 'admin', ip: req.ip };
}

/**
 * Bank transfers in the console: the queue of members awaiting a transfer, proposing a
 * confirmation (a different operator approves it under /admin/approvals), and the statement import.
 */
export const adminTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/transfers',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: awaitedTransfersQuerySchema, response: answers(awaitedTransfersSchema) },
    },
    async (req) => {
      const [awaited, open] = await Promise.all([
        listAwaited(app.deps.db, req.query),
        openProposals(app.deps.db),
      ]);
      return ok({
        transfers: awaited.map((a) => ({
          kind: a.kind,
          member: { id: a.memberId, name: a.member },
          tfp: a.tfp,
          amount: toNairaNumber(a.amountKobo),
          payment_reference: a.paymentReference,
          since: a.since.toISOString(),
          proposal_id: open.get(openKey(a)) ?? null,
        })),
        total: awaited.length,
      });
    },
  );

  app.post(
    '/admin/transfers/propose',
    {
      // The confirm-transfer command proposes through the running server with the operator token.
      preValidation: requireOperator,
      config,
      schema: { tags, body: proposeTransferBodySchema, response: answers(proposalSchema) },
    },
    async (req) => {
      const row = await proposeTransfer(
        app.deps.db,
        await operatorOf(app.deps.db, req),
        {
          tfp: req.body.tfp,
          amountKobo: req.body.amount,
          bankReference: req.body.reference,
          paymentReference: req.body.payment_reference,
        },
        app.deps.clock.now(),
      );
      return ok(await viewProposal(app.deps.db, row), APPROVAL_MESSAGES.proposed);
    },
  );

  app.post(
    '/admin/transfers/import',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: importStatementBodySchema, response: answers(statementImportSchema) },
    },
    async (req) => {
      const r = await importStatement(
        app.deps.db,
        await operatorOf(app.deps.db, req),
        req.body,
        app.deps.clock.now(),
      );
      return ok(r, importMessage(r, req.body.preview));
    },
  );
};
