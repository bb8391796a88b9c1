import { request } from '../../../lib/api-client.ts';

/** GET /getuserpaymentresponse: did the payment with this reference go through? */
export const verifyPayment = (reference: string) =>
  request('GET /getuserpaymentresponse', { search: `reference=${encodeURIComponent(reference)}` });
