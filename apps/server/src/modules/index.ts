import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { siteConfigRoutes } from './site-config/routes.ts';

/** Every feature's routes, mounted under /api. Add a feature here when it gets its routes.ts. */
export const apiModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(profileRoutes);
};
