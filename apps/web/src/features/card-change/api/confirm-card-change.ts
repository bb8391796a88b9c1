import type { CardChange } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /changecardpaymentcallback {payment_data}: the member is back from the bank's page or the OTP:
 * the server asks the provider, saves the card when it is paid, and answers where the change stands.
 */
export const confirmCardChange = (reference: string) =>
  api.post<CardChange>('/changecardpaymentcallback', { payment_data: reference });
