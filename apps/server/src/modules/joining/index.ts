import type { FastifyPluginAsync } from 'fastify';
import { registerFlexiPayment } from './flexi-pay.ts';
import { joiningRoutes } from './routes.ts';
import { transferConfirmRoutes } from './transfer-routes.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

/** Joining the fund: plan purchase, payment return and webhook, bank transfer confirmation. */
export const joiningModule: FastifyPluginAsync = async (app) => {
  registerFlexiPayment(app);
  await app.register(joiningRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(transferConfirmRoutes);
};
export { chooseTransfer, confirmTransfer } from './bank-transfer.ts';
export type { JoiningContext } from './context.ts';
export { confirmationMessage } from './transfer-routes.ts';
