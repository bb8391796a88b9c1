import type { FastifyPluginAsync } from 'fastify';
import { mandateRoutes } from './routes.ts';

/**
 * Direct-debit mandates: the weekly contribution debited from the member's bank account instead of a
 * card (docs/domain-rules.md, "Money rails: direct-debit mandates"). The debit run itself is the cycle
 * module's, whichever the method.
 */
export const mandatesModule: FastifyPluginAsync = async (app) => {
  await app.register(mandateRoutes);
};

export { mandateEvents } from './events.ts';
export { deactivateEnded } from './service.ts';
export { endForCard } from './state.ts';
