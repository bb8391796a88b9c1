import { errorEnvelope, statementFileSchema, statementQuerySchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { statementCsv } from './csv.ts';
import { fundDetails } from './fund.ts';
import { statementPdf } from './pdf.ts';
import { buildStatement, type Statement } from './service.ts';

/** Statements one member can download in 10 minutes. */
export const STATEMENTS_PER_10_MINUTES = 30;

const TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/** statement-TFP0123456789-2026-01-01-to-2026-11-24.pdf: only letters, digits and dashes. */
function statementFileName(s: Statement, format: 'pdf' | 'csv'): string {
  const tfp = s.member.tfp.replace(/[^A-Za-z0-9]/g, '') || 'member';
  return `statement-${tfp}-${s.from}-to-${s.to}.${format}`;
}

/**
 * GET /statement?from=YYYY-MM-DD&to=YYYY-MM-DD&format=pdf|csv: the signed-in member's own statement of
 * account as a file to save. No member id travels in the request: the session says whose it is.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session check first, so the limit below counts per member.
  app.addHook('preHandler', requireMember);
  app.get(
    '/statement',
    {
      schema: {
        tags: ['transactions'],
        querystring: statementQuerySchema,
        response: {
          200: {
            description: 'The statement of account, as a PDF or a CSV file',
            content: {
              'application/pdf': { schema: statementFileSchema },
              'text/csv': { schema: statementFileSchema },
            },
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
      // Each file is drawn on the server's CPU: plenty for a member's own use, not a loop (per member).
      config: { rateLimit: perMemberLimit(STATEMENTS_PER_10_MINUTES, '10 minutes') },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const s = await buildStatement(app.deps.db, request.member.userId, { from, to }, app.deps.clock.now());
      const fund = fundDetails(app.deps.config);
      const body =
        format === 'csv' ? Buffer.from(statementCsv(s, fund), 'utf8') : await statementPdf(s, fund);
      return reply
        .type(TYPES[format])
        .header('content-disposition', `attachment; filename="${statementFileName(s, format)}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
