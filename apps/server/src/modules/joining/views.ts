import { toNairaNumber } from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import { loadUserView } from '../auth/index.ts';
import type { PaymentState } from './purchase.ts';

/** The stored user after a plan purchase (carries u_tfp_pin), as the auth module shows it. */
export async function userAfterPurchase(app: FastifyInstance, userId: number) {
  return loadUserView(app.deps.db, app.deps.clock, userId, { publicUrl: app.deps.config.publicUrl });
}

/** pr_response of GET /getuserpaymentresponse: status true only when the plan is paid and active. */
export function toPaymentResponse(state: PaymentState) {
  return {
    status: state.status === 'success',
    state: state.status,
    reference: state.payment.reference,
    message: state.message,
    amount: toNairaNumber(state.payment.amountKobo),
    currency: state.payment.currency,
    paid_at: state.payment.settledAt?.toISOString() ?? null,
  };
}
