import { adminLoanListSchema, adminLoansQuerySchema, answers } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireRole } from '../../http/session-guard.ts';
import { listLoans } from './admin-list.ts';

/** The console's Loans section: applications by state (disbursals are approved via /admin/approvals). */
export const adminLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loans',
    {
      preValidation: requireRole,
      config: { roles: ['loans'] as const },
      schema: { tags: ['admin'], querystring: adminLoansQuerySchema, response: answers(adminLoanListSchema) },
    },
    async (req) => ok({ loans: await listLoans(app.deps.db, req.query.state, app.deps.clock.now()) }),
  );
};
