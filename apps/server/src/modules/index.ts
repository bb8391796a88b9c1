import type { FastifyPluginAsync } from 'fastify';
import { unlockRoutes } from './admin/unlock/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { cardChangeModule } from './card-change/index.ts';
import { contentRoutes } from './content/routes.ts';
import { contributionsRoutes } from './contributions/index.ts';
import { cycleRoutes } from './cycle/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { jobsRoutes } from './jobs/routes.ts';
import { joiningModule } from './joining/index.ts';
import { meetingsRoutes } from './meetings/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { paymentsModule } from './payments/index.ts';
import { planChangeRoutes } from './plan-change/index.ts';
import { planRoutes } from './plans/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { siteConfigRoutes } from './site-config/routes.ts';
import { statementRoutes } from './statements/routes.ts';
import { transactionsRoutes } from './transactions/routes.ts';
import { walletRoutes } from './wallet/index.ts';

/** Every feature's routes, mounted under /api. Add a feature here when it gets its routes.ts. */
export const apiModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(siteConfigRoutes);
  await app.register(planRoutes);
  await app.register(joiningModule);
  await app.register(paymentsModule);
  await app.register(cardChangeModule);
  // After joining: the plan change takes the flexi pay step of members who already have a plan.
  await app.register(planChangeRoutes);
  await app.register(onboardingRoutes);
  await app.register(profileRoutes);
  await app.register(dashboardRoutes);
  await app.register(contributionsRoutes);
  await app.register(transactionsRoutes);
  await app.register(statementRoutes);
  await app.register(meetingsRoutes);
  await app.register(contentRoutes);
  await app.register(jobsRoutes);
  await app.register(cycleRoutes);
  await app.register(notificationRoutes);
  await app.register(walletRoutes);
  await app.register(unlockRoutes);
};
