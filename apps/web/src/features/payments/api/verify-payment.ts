import { api } from '../../../lib/api-client.ts';

export interface PaymentResponse {
  pr_response: { status: boolean; state: string; reference: string; message: string; amount: number };
}

/** GET /getuserpaymentresponse: did the payment with this reference go through? */
export const verifyPayment = (reference: string) =>
  api.get<PaymentResponse>(`/getuserpaymentresponse?reference=${encodeURIComponent(reference)}`);
