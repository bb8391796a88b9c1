import {
  adminLoanListSchema,
  adminLoanParamsSchema,
  adminLoansQuerySchema,
  answers,
  LOAN_MESSAGES,
  proposalSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf, viewProposal } from '../../approvals/index.ts';
import { listLoans, proposeLoanDisbursal } from '../../loans/index.ts';

const tags = ['admin'];
// The loans team's work (an admin may always).
const config = { roles: ['loans'] as const };

/**
 * The console's Loans section: applications by state, and proposing the disbursal of an approved loan
 * (a different operator approves it via /admin/approvals).
 */
export const adminLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loans',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: adminLoansQuerySchema, response: answers(adminLoanListSchema) },
    },
    async (req) => ok({ loans: await listLoans(app.deps.db, req.query.state, app.deps.clock.now()) }),
  );

  app.post(
    '/admin/loans/:id/propose',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: adminLoanParamsSchema, response: answers(proposalSchema) },
    },
    async (req) => {
      const row = await proposeLoanDisbursal(
        app.deps.db,
        operatorOf(req),
        req.params.id,
        app.deps.clock.now(),
      );
      return ok(await viewProposal(app.deps.db, row), LOAN_MESSAGES.proposed);
    },
  );
};
