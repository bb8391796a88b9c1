import {
  answers,
  csvFileSchema,
  errorEnvelope,
  REPORT_NAMES,
  reportIndexSchema,
  reportParamsSchema,
  reportQuerySchema,
  reportSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../http/csv.ts';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { fundDetails } from '../../statements/index.ts';
import { tableCsv } from './csv.ts';
import { reportPdf } from './pdf.ts';
import { buildReport, REPORTS } from './service.ts';

const tags = ['admin'];
// Reports are finance's reading (an admin may always).
const config = { roles: ['finance'] as const };

const fileAnswer = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: csvFileSchema } } },
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

/** loans-outstanding-2026-12-05.pdf, or income-statement-2026-01-01-to-2026-12-05.csv. */
const fileName = (r: { name: string; range: { from: string | null; to: string } }, ext: string) =>
  `${r.name}-${r.range.from ? `${r.range.from}-to-` : ''}${r.range.to}.${ext}`;

/**
 * The console's reports: the list, and each one over a date range (?from=&to=, Lagos days) as JSON
 * (figures, table and chart), as a CSV file or as a PDF.
 */
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
          range: REPORTS[name].range.kind,
        })),
      ),
  );

  app.get(
    '/admin/reports/:name',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: reportParamsSchema,
        querystring: reportQuerySchema,
        response: answers(reportSchema),
      },
    },
    async (req) => ok(await buildReport(db, req.params.name, clock.now(), req.query)),
  );

  app.get(
    '/admin/reports/:name/csv',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: reportParamsSchema,
        querystring: reportQuerySchema,
        response: fileAnswer('text/csv', 'The report as a CSV file (the table and its totals row)'),
      },
    },
    async (req, reply) => {
      const report = await buildReport(db, req.params.name, clock.now(), req.query);
      return sendCsv(reply, fileName(report, 'csv'), tableCsv(report.columns, report.rows, report.totals));
    },
  );

  app.get(
    '/admin/reports/:name/pdf',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: reportParamsSchema,
        querystring: reportQuerySchema,
        response: fileAnswer('application/pdf', 'The report as a PDF (its figures, chart and table)'),
      },
    },
    async (req, reply) => {
      const report = await buildReport(db, req.params.name, clock.now(), req.query);
      const body = await reportPdf(report, fundDetails(app.deps.config));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(report, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
