import { request } from '../../../lib/api-client.ts';

/**
 * POST /changecardpaymentcallback {payment_data}: the member is back from the bank's page or the OTP:
 * the server asks the provider, saves the card when it is paid, and answers where the change stands.
 */
export const confirmCardChange = (reference: string) =>
  request('POST /changecardpaymentcallback', { body: { payment_data: reference } });
