import type { FastifyPluginAsync } from 'fastify';
import { paymentRoutes } from './routes.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

/**
 * The life of a payment, whatever it is for: recorded with our reference, started with the provider,
 * verified, settled once (amount and currency checked in one place), refunded, the card saved; the
 * provider's webhook and the member's GET /getuserpaymentresponse. What a payment does when it is
 * paid belongs to the module that owns its purpose, which declares a handler (a PaymentPurpose) that the app's wiring lists (modules/registries.ts).
 */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentRoutes);
  await app.register(paymentWebhookRoutes);
};

export {
  type AssignEvent,
  type AssignEventHandler,
  registerAssignEventHandler,
} from './assign-events.ts';
export { cardSetupPurpose } from './card-setup.ts';
export { type PaymentsContext, paymentsContext } from './context.ts';
export {
  type IdentificationEvent,
  type IdentificationEventHandler,
  registerIdentificationEventHandler,
} from './identification-events.ts';
export { type IncomingTransferHandler, registerIncomingTransferHandler } from './incoming-transfers.ts';
export { type MandateEventHandler, registerMandateEventHandler } from './mandate-events.ts';
export { findPayment, type PaymentRow, planPaymentOf } from './payment-rows.ts';
export { latestPaymentReference, paymentState, requirePaid, toPaymentResponse } from './payment-state.ts';
export { type PaymentPurpose, registerPaymentPurpose } from './purposes.ts';
export {
  failPayment,
  memberEmail,
  providerUnavailable,
  recordPayment,
  startHostedCheckout,
} from './record.ts';
export { PURPOSE_NAMES, type PurposeName } from './reference.ts';
export { askProviderToRefund } from './refund.ts';
export { REFUND_ATTENTION } from './refund-events.ts';
export { saveCard } from './saved-cards.ts';
export { settlePayment } from './settle.ts';
export { registerTransferEventHandler, type TransferEventHandler } from './transfer-events.ts';
export { processWaitingEvents } from './webhook-events.ts';
export { PaymentEventQueue } from './webhook-queue.ts';
