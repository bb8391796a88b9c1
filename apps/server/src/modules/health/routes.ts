import {
  answers,
  envelope,
  healthDownSchema,
  healthSchema,
  liveSchema,
  notReadySchema,
  readySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { RELEASE_VERSION } from '../../release.ts';
import { cachedProbe } from './probe.ts';
import { checkReadiness } from './readiness.ts';

/**
 * GET /api/health: is the server up, and can it reach its database? (One probe a second, shared: probe.ts.)
 * GET /api/health/live: the process answers (a restart is the only cure when it does not).
 * GET /api/health/ready: send this instance traffic? The database answers within a short timeout and
 * every migration has run; 503 otherwise (docs/operations.md "Health and metrics").
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer asks every few seconds: its answers are counted in /metrics, not written to the log.
  const quiet = { logLevel: 'warn' } as const;
  const probeDatabase = cachedProbe(app.deps.db);
  app.get(
    '/health',
    {
      ...quiet,
      schema: { tags: ['health'], response: { ...answers(healthSchema), 503: envelope(healthDownSchema) } },
    },
    async (_req, reply) => {
      const { database } = app.deps;
      const probe = await probeDatabase();
      if (probe.up) {
        return ok({
          release: { version: RELEASE_VERSION, migration: probe.migration },
          database: { kind: database.kind, state: 'up' as const, latency_ms: probe.latencyMs },
        });
      }
      return reply.code(503).send({
        status: 'error',
        message: 'Database unavailable',
        data: {
          release: { version: RELEASE_VERSION, migration: null },
          database: { kind: database.kind, state: 'down' },
        },
      });
    },
  );

  app.get(
    '/health/live',
    { ...quiet, schema: { tags: ['health'], response: answers(liveSchema) } },
    async () => ok({ state: 'up' as const, uptime_s: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      ...quiet,
      schema: { tags: ['health'], response: { ...answers(readySchema), 503: envelope(notReadySchema) } },
    },
    async (_req, reply) => {
      const { database } = app.deps;
      const r = await checkReadiness(database);
      if (r.ready) {
        return ok({
          release: { version: RELEASE_VERSION, migration: r.last },
          database: { kind: database.kind, state: 'up' as const, latency_ms: r.latencyMs },
          migrations: { applied: r.applied, expected: r.expected },
        });
      }
      return reply.code(503).send({
        status: 'error',
        message: r.databaseUp ? 'Database migrations have not all run' : 'Database unavailable',
        data: {
          release: { version: RELEASE_VERSION, migration: r.last },
          database: { kind: database.kind, state: r.databaseUp ? 'up' : 'down' },
          migrations: r.applied === null ? null : { applied: r.applied, expected: r.expected },
        },
      });
    },
  );
};
