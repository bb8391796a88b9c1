import type { FastifyPluginAsync } from 'fastify';
import { registerPaymentPurpose } from '../payments/index.ts';
import { registerFlexiPayment } from './flexi-pay.ts';
import { planCardSetupPurpose, planPurpose, transferPurpose } from './payment-purposes.ts';
import { joiningRoutes } from './routes.ts';
import { transferConfirmRoutes } from './transfer-routes.ts';

// What a plan payment does when it is paid (modules/payments settles it).
registerPaymentPurpose(planPurpose);
registerPaymentPurpose(planCardSetupPurpose);
registerPaymentPurpose(transferPurpose);

/** Joining the fund: plan purchase by card, checkout or bank transfer, and the transfer confirmation. */
export const joiningModule: FastifyPluginAsync = async (app) => {
  registerFlexiPayment(app);
  await app.register(joiningRoutes);
  await app.register(transferConfirmRoutes);
};
export { applyPlanPayment } from './apply-plan-payment.ts';
export { chooseTransfer, confirmTransfer } from './bank-transfer.ts';
export type { JoiningContext } from './context.ts';
export { findPlan, fixedTerms, openPendingMembership, type PlanTerms } from './memberships.ts';
export { OTP_TRIES } from './purchase.ts';
export { confirmationMessage } from './transfer-routes.ts';
