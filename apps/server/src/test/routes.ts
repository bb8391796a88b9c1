import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockRoutes } from './clock-routes.ts';
import { e2eFixtureRoutes } from './e2e-fixtures.ts';

/** The test-only calls, registered by app.ts under NODE_ENV=test only (each also checks it itself). */
export const testRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(testClockRoutes);
  await app.register(e2eFixtureRoutes);
};
