import type { FastifyPluginAsync } from 'fastify';
import { cardChangeRoutes } from './routes.ts';

/** Card change (/changecard): the card on file and a new card for the weekly debit. */
export const cardChangeModule: FastifyPluginAsync = async (app) => {
  await app.register(cardChangeRoutes);
};

export { cardChangePurpose } from './purpose.ts';
