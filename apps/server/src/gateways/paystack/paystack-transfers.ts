import type { TransferRecipientInput, TransferStatus } from '../gateway.ts';
import { isDuplicateReference, koboAmount, type PaystackClient } from './paystack-client.ts';

/** Paystack's transfer recipients and transfers, out of the fund's Paystack balance. */

/** The fields we read of Paystack's transfer (TransferCreateResponse, TransferVerifyResponse). */
interface PaystackTransfer {
  reference: string;
  status: string;
  amount: number;
  reason?: string;
  gateway_response?: string | null;
}

/**
 * Paystack's transfer statuses in ours: otp, received and queued transfers are still under way;
 * abandoned, blocked and rejected ones never left the balance, as a failure.
 */
function transferStatus(word: string): TransferStatus {
  if (word === 'success' || word === 'reversed') return word;
  if (['failed', 'abandoned', 'blocked', 'rejected'].includes(word)) return 'failed';
  return 'pending';
}

export async function createTransferRecipient(api: PaystackClient, input: TransferRecipientInput) {
  const data = await api.call<{ recipient_code: string }>('POST', '/transferrecipient', {
    type: 'nuban',
    name: input.name,
    account_number: input.accountNumber,
    bank_code: input.bankCode,
    currency: 'NGN',
  });
  return { recipientCode: data.recipient_code };
}

export async function initiateTransfer(
  api: PaystackClient,
  input: {
    reference: string;
    amountKobo: bigint;
    recipientCode: string;
    reason: string;
    currency?: string;
  },
) {
  const res = await api.request<PaystackTransfer>('POST', '/transfer', {
    source: 'balance',
    amount: koboAmount(input.amountKobo),
    currency: input.currency ?? 'NGN',
    recipient: input.recipientCode,
    reference: input.reference,
    reason: input.reason,
  });
  // A retry of a transfer Paystack already holds: what it holds is the answer, never a second send.
  if (isDuplicateReference(res.body)) {
    const held = await verifyTransfer(api, input.reference);
    return { status: held.status, message: held.message };
  }
  if (res.httpStatus >= 400 && res.httpStatus < 500 && !res.body.status) {
    // Refused at once (an unknown recipient, a low balance): nothing left the fund.
    return { status: 'failed' as const, message: res.body.message };
  }
  const data = api.unwrap(res);
  return { status: transferStatus(data.status), message: res.body.message };
}

export async function verifyTransfer(api: PaystackClient, reference: string) {
  const res = await api.request<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
  if (res.httpStatus === 404) return { status: 'failed' as const, amountKobo: 0n, message: res.body.message };
  const data = api.unwrap(res);
  const status = transferStatus(data.status);
  return {
    status,
    amountKobo: BigInt(Math.round(Number(data.amount ?? 0))),
    message: outcomeWords(data, status),
  };
}

/** What the fund says of a transfer for which Paystack gave no words of its own. */
const TRANSFER_OUTCOMES: Record<TransferStatus, string> = {
  pending: 'Transfer under way',
  success: 'Transfer successful',
  failed: 'The bank gave no reason',
  reversed: 'The bank gave no reason',
};

/**
 * Paystack's own words on a transfer's outcome: its `gateway_response` (the bank's answer). A
 * transfer's `reason` is the narration we sent with it ("Trust Fund earnings"), never why it failed,
 * so it is not taken for one.
 */
function outcomeWords(t: PaystackTransfer, status: TransferStatus): string {
  const words = t.gateway_response?.trim();
  return words || TRANSFER_OUTCOMES[status];
}
