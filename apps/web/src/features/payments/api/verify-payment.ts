import type { PaymentStateAnswer } from '@trust/shared/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/** GET /getuserpaymentresponse: did the payment with this reference go through? */
export const verifyPayment = (reference: string) =>
  api.get<PaymentStateAnswer>(`/getuserpaymentresponse?reference=${encodeURIComponent(reference)}`);
