import {
  AUDIT_CSV_MAX_ROWS,
  answers,
  auditPageSchema,
  auditQuerySchema,
  csvFileSchema,
  errorEnvelope,
  type ReportColumn,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../http/csv.ts';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { auditEntries, auditPage } from '../../audit/index.ts';
import { tableCsv } from '../reports/csv.ts';

const tags = ['admin'];
// The audit log is the admin's: it shows every operator's actions. No other role is listed.
const config = { roles: [] as const };

const CSV_COLUMNS: ReportColumn[] = [
  { key: 'at', label: 'When (UTC)', kind: 'text' },
  { key: 'actor', label: 'Who', kind: 'text' },
  { key: 'role', label: 'Role', kind: 'text' },
  { key: 'action', label: 'Action', kind: 'text' },
  { key: 'member', label: 'Member', kind: 'text' },
  { key: 'ip', label: 'From', kind: 'text' },
  { key: 'details', label: 'Details (before, after, reason)', kind: 'text' },
];

/** GET /admin/audit (filters, paging) and /admin/audit/csv (the same filters, as a file). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/admin/audit',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: auditQuerySchema, response: answers(auditPageSchema) },
    },
    async (req) => ok(await auditPage(db, req.query)),
  );

  app.get(
    '/admin/audit/csv',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        querystring: auditQuerySchema,
        response: {
          200: {
            description: 'The matching audit entries (newest first) as a CSV file',
            content: { 'text/csv': { schema: csvFileSchema } },
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { page: _page, ...filters } = req.query;
      const entries = await auditEntries(db, filters, AUDIT_CSV_MAX_ROWS);
      const rows = entries.map((e) => ({
        at: e.at,
        actor: `${e.actor.name} <${e.actor.email}>`,
        role: e.actor.role,
        action: e.action,
        member: e.member ? `${e.member.name} (${e.member.tfp ?? `#${e.member.id}`})` : '',
        ip: e.ip,
        details: e.details ? JSON.stringify(e.details) : '',
      }));
      const day = clock.now().toISOString().slice(0, 10);
      return sendCsv(reply, `audit-log-${day}.csv`, tableCsv(CSV_COLUMNS, rows));
    },
  );
};
