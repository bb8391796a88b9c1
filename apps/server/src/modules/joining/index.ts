import type { FastifyPluginAsync } from 'fastify';
import { registerFlexiPayment } from './flexi-pay.ts';
import { joiningRoutes } from './routes.ts';

/** Joining the fund: plan purchase by card, checkout or bank transfer, and the transfer confirmation. */
export const joiningModule: FastifyPluginAsync = async (app) => {
  registerFlexiPayment(app);
  await app.register(joiningRoutes);
};
export { applyPlanPayment } from './apply-plan-payment.ts';
export { chooseTransfer, confirmTransfer, confirmTransferIn } from './bank-transfer.ts';
export { confirmationMessage } from './confirmation-message.ts';
export type { JoiningContext } from './context.ts';
export { findPlan, fixedTerms, openPendingMembership, type PlanTerms } from './memberships.ts';
export { planCardSetupPurpose, planPurpose, transferPurpose } from './payment-purposes.ts';
export { OTP_TRIES } from './purchase.ts';
export { mailReceiptOnce } from './receipt.ts';
