import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentPurpose } from '../payments/index.ts';
import { cardChangePurpose } from './purpose.ts';
import { cardChangeRoutes } from './routes.ts';

// What a card change's check does when it is paid (modules/payments settles it).
registerPaymentPurpose(cardChangePurpose);

/** Card change (/changecard): the card on file and a new card for the weekly debit. */
export const cardChangeModule: FastifyPluginAsync = async (app) => {
  await app.register(cardChangeRoutes);
};
