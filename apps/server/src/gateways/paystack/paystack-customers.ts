import type { CustomerIdentificationInput } from '../customer-identification.ts';
import type { DedicatedCustomerInput } from '../dedicated-accounts.ts';
import { ProviderBusyError } from '../gateway.ts';
import type { PaystackClient } from './paystack-client.ts';

/** Paystack's customers: Create Customer, and Validate Customer (their BVN identified). */

export async function createCustomer(api: PaystackClient, input: DedicatedCustomerInput) {
  const data = await api.call<{ customer_code: string }>('POST', '/customer', {
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
  });
  return { customerCode: data.customer_code };
}

/**
 * Validate Customer (POST /customer/{code}/identification): Paystack answers 202 "Customer
 * Identification in progress" and sends customeridentification.success or .failed later. The BVN
 * is in this request's body only; no error raised here carries it.
 */
export async function validateCustomer(api: PaystackClient, input: CustomerIdentificationInput) {
  const res = await api.request<unknown>(
    'POST',
    `/customer/${encodeURIComponent(input.customerCode)}/identification`,
    {
      country: 'NG',
      type: 'bank_account',
      account_number: input.accountNumber,
      bvn: input.bvn,
      bank_code: input.bankCode,
      first_name: input.firstName,
      last_name: input.lastName,
    },
  );
  if (res.httpStatus === 429)
    throw new ProviderBusyError('The payment provider is busy (rate limit)', res.retryAfterMs);
  api.unwrap(res);
  return { message: res.body.message };
}
