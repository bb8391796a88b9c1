/**
 * The fake Paystack's transfer answers (Transfer Recipient and Transfer), in the shapes of Paystack's
 * published contract: TransferRecipientCreateResponse, TransferCreateResponse, TransferVerifyResponse.
 */
const AT = '2026-01-05T09:00:00.000Z';

export interface FakeRecipient {
  id: number;
  code: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface FakeTransfer {
  id: number;
  amount: number;
  reason: string;
  /** pending until a test settles it: success, failed or reversed. */
  status: string;
  recipient: FakeRecipient;
  /**
   * The bank's words on the outcome a test gives (Paystack's gateway_response); absent: Paystack's
   * usual words for a failure, and none for a reversal.
   */
  gatewayResponse?: string | null;
}

const details = (r: FakeRecipient) => ({
  authorization_code: null,
  account_number: r.accountNumber,
  account_name: r.name,
  bank_code: r.bankCode,
  bank_name: 'Bank',
});

const recipientData = (r: FakeRecipient) => ({
  active: true,
  createdAt: AT,
  currency: 'NGN',
  description: '',
  domain: 'test',
  email: '',
  id: r.id,
  integration: 1,
  metadata: null,
  name: r.name,
  recipient_code: r.code,
  type: 'nuban',
  updatedAt: AT,
  is_deleted: false,
  isDeleted: false,
  details: details(r),
});

export const recipientAnswer = (r: FakeRecipient) => recipientData(r);

export function transferCreateData(reference: string, t: FakeTransfer) {
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: 'test',
    amount: t.amount,
    currency: 'NGN',
    reference,
    source: 'balance',
    source_details: null,
    reason: t.reason,
    status: t.status,
    failures: null,
    transfer_code: `TRF_${t.id}`,
    titan_code: null,
    transferred_at: null,
    id: t.id,
    integration: 1,
    request: t.id,
    recipient: t.recipient.id,
    createdAt: AT,
    updatedAt: AT,
  };
}

export function transferVerifyData(reference: string, t: FakeTransfer) {
  const { recipient } = t;
  return {
    amount: t.amount,
    createdAt: AT,
    currency: 'NGN',
    domain: 'test',
    failures: null,
    id: t.id,
    integration: 1,
    reason: t.reason,
    reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: `TRF_${t.id}`,
    transferred_at: t.status === 'success' ? AT : null,
    updatedAt: AT,
    recipient: { ...recipientData(recipient), isDeleted: undefined },
    session: { provider: null, id: null },
    gateway_response:
      t.gatewayResponse !== undefined
        ? t.gatewayResponse
        : t.status === 'failed'
          ? 'Account could not be credited'
          : null,
  };
}
