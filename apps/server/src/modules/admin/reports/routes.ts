import {
  answers,
  csvFileSchema,
  errorEnvelope,
  REPORT_NAMES,
  reportIndexSchema,
  reportParamsSchema,
  reportSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { sendCsv, tableCsv } from './csv.ts';
import { buildReport, REPORTS } from './service.ts';

const tags = ['admin'];
// Reports are finance's reading (an admin may always).
const config = { roles: ['finance'] as const };

/** The console's reports: the list, and each one as JSON (table and chart) or as a CSV file. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/admin/reports',
    { preValidation: requireRole, config, schema: { tags, response: answers(reportIndexSchema) } },
    async () =>
      ok(
        REPORT_NAMES.map((name) => ({
          name,
          title: REPORTS[name].title,
          description: REPORTS[name].description,
        })),
      ),
  );

  app.get(
    '/admin/reports/:name',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: reportParamsSchema, response: answers(reportSchema) },
    },
    async (req) => ok(await buildReport(db, req.params.name, clock.now())),
  );

  app.get(
    '/admin/reports/:name/csv',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: reportParamsSchema,
        response: {
          200: {
            description: 'The report as a CSV file (the table and its totals row)',
            content: { 'text/csv': { schema: csvFileSchema } },
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const now = clock.now();
      const report = await buildReport(db, req.params.name, now);
      return sendCsv(
        reply,
        `${report.name}-${now.toISOString().slice(0, 10)}.csv`,
        tableCsv(report.columns, report.rows, report.totals),
      );
    },
  );
};
