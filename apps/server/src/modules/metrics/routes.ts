import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { requireMetricsAccess } from './access.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { collectProcessMetrics, processRegistry } from './process-metrics.ts';
import { registerStateGauges } from './state-gauges.ts';

/**
 * GET /metrics in Prometheus' text format (docs/operations.md "Health and metrics"). Registered on
 * the root app, not under /api, where Prometheus looks by default; hidden from the API document.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry();
  collectProcessMetrics();
  registerHttpMetrics(app, registry);
  // On the app's clock, like every other time in the server (tests move it instead of waiting).
  registerStateGauges(registry, app.deps.database, () => app.deps.clock.now().getTime());

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    requireMetricsAccess(request, app.deps.config.METRICS_TOKEN);
    const merged = Registry.merge([processRegistry, registry]);
    reply.header('content-type', merged.contentType);
    reply.header('cache-control', 'no-store');
    return merged.metrics();
  });
};

/** Not encapsulated: its request hook counts the routes of the whole app, so it is registered first. */
export const metricsRoutes = fp(plugin, { name: 'metrics' });
