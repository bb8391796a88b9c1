import { GatewayError, type MandateVerification } from '../gateway.ts';
import type { PaystackClient } from './paystack-client.ts';

/** Direct debit: Paystack's Initialize, Verify and Deactivate Authorization. */

/**
 * The fields we read of Paystack's direct-debit authorization (CustomerAuthorizationVerifyResponse;
 * last4 and account_name come with it too, as in its webhooks, though the contract does not require them).
 */
interface PaystackMandate {
  authorization_code: string;
  active: boolean;
  bank?: string;
  last4?: string;
  account_name?: string;
}

export async function initializeMandate(api: PaystackClient, input: { email: string; callbackUrl: string }) {
  const data = await api.call<{ redirect_url: string; reference: string }>(
    'POST',
    '/customer/authorization/initialize',
    { email: input.email, channel: 'direct_debit', callback_url: input.callbackUrl },
  );
  return { redirectUrl: data.redirect_url, reference: data.reference };
}

export async function verifyMandate(api: PaystackClient, reference: string): Promise<MandateVerification> {
  const res = await api.request<PaystackMandate>(
    'GET',
    `/customer/authorization/verify/${encodeURIComponent(reference)}`,
  );
  // No authorization yet under this reference: the member has not given consent (or refused it).
  if (res.httpStatus === 404) return { status: 'not-found', message: res.body.message };
  const data = api.unwrap(res);
  return {
    status: data.active ? 'active' : 'inactive',
    authorizationCode: data.authorization_code,
    bankName: data.bank ?? '',
    accountLast4: data.last4 ?? '',
    accountName: data.account_name ?? '',
  };
}

export async function deactivateAuthorization(api: PaystackClient, authorizationCode: string) {
  const res = await api.request<unknown>('POST', '/customer/authorization/deactivate', {
    authorization_code: authorizationCode,
  });
  if (res.httpStatus >= 400 || !res.body.status)
    throw new GatewayError(res.body.message || `Paystack answered ${res.httpStatus}`);
  return { message: res.body.message };
}
