import { answers, envelope, healthDownSchema, healthSchema } from '@trust/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';

/** GET /api/health: is the server up, and can it reach its database? */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { ...answers(healthSchema), 503: envelope(healthDownSchema) } } },
    async (_req, reply) => {
      const { db, database } = app.deps;
      const started = performance.now();
      try {
        await db.execute(sql`select 1`);
        return ok({
          database: {
            kind: database.kind,
            state: 'up' as const,
            latency_ms: +(performance.now() - started).toFixed(1),
          },
        });
      } catch {
        return reply.code(503).send({
          status: 'error',
          message: 'Database unavailable',
          data: { database: { kind: database.kind, state: 'down' } },
        });
      }
    },
  );
};
