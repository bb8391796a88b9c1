import type { IncomingTransfer } from '../dedicated-accounts.ts';
import { type PaystackTransaction, toVerification } from './paystack-charges.ts';
import type { PaystackClient } from './paystack-client.ts';

/** Paystack's dedicated virtual accounts (gateways/dedicated-accounts.ts) and the transfers into them. */

/**
 * A transfer into a dedicated account as Paystack's verify gives it: the channel `dedicated_nuban`,
 * the customer, and the account it was sent to (the authorization's receiver, or the metadata's).
 */
interface PaystackIncoming extends Omit<PaystackTransaction, 'authorization'> {
  channel?: string;
  customer?: { customer_code?: string };
  metadata?: { receiver_account_number?: string } | string | null;
  authorization?: PaystackTransaction['authorization'] & { receiver_bank_account_number?: string | null };
}

export async function createDedicatedAccount(
  api: PaystackClient,
  input: { customerCode: string; preferredBank: string },
) {
  const data = await api.call<{
    bank: { name: string };
    account_name: string;
    account_number: string;
  }>('POST', '/dedicated_account', { customer: input.customerCode, preferred_bank: input.preferredBank });
  return { bankName: data.bank.name, accountNumber: data.account_number, accountName: data.account_name };
}

export async function verifyIncomingTransfer(
  api: PaystackClient,
  reference: string,
): Promise<IncomingTransfer> {
  const res = await api.request<PaystackIncoming>(
    'GET',
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  if (res.httpStatus === 404) {
    return {
      reference,
      status: 'failed',
      amountKobo: 0n,
      currency: 'NGN',
      channel: '',
      customerCode: null,
      accountNumber: null,
    };
  }
  const t = api.unwrap(res);
  const v = toVerification(t, reference);
  const meta = typeof t.metadata === 'object' && t.metadata ? t.metadata : {};
  return {
    reference: v.reference,
    status: v.status,
    amountKobo: v.amountKobo,
    currency: v.currency,
    channel: t.channel ?? '',
    customerCode: t.customer?.customer_code ?? null,
    accountNumber: t.authorization?.receiver_bank_account_number ?? meta.receiver_account_number ?? null,
  };
}
