import {
  type CardAuthorization,
  type InitializeInput,
  ProviderBusyError,
  ProviderTransientError,
  type RefundStatus,
  type Verification,
} from '../gateway.ts';
import { isDuplicateReference, koboAmount, type PaystackClient } from './paystack-client.ts';

/**
 * Paystack's transactions and charges: the hosted checkout (Initialize Transaction), Verify
 * Transaction, Charge Authorization (a saved card or mandate charged again) and refunds.
 */

/** The fields we read of Paystack's transaction (VerifyResponse, ChargeAuthorizationResponse). */
export interface PaystackTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
  gateway_response?: string;
  /** An empty object until the transaction is paid: only a code makes it a card to keep. */
  authorization?: Partial<{
    authorization_code: string;
    last4: string;
    exp_month: string;
    exp_year: string;
    brand: string;
    reusable: boolean;
  }>;
}

/** Paystack's refund statuses, kept as it words them. */
const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
];
const isRefundStatus = (word: string): word is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(word);

export async function initialize(api: PaystackClient, input: InitializeInput) {
  const data = await api.call<{ authorization_url: string }>('POST', '/transaction/initialize', {
    email: input.email,
    amount: koboAmount(input.amountKobo),
    currency: input.currency ?? 'NGN',
    reference: input.reference,
    callback_url: input.callbackUrl,
    // Bank, transfer and USSD payments leave no reusable card behind.
    ...(input.cardOnly ? { channels: ['card'] } : {}),
  });
  return { authorizationUrl: data.authorization_url };
}

export async function verify(api: PaystackClient, reference: string): Promise<Verification> {
  const res = await api.request<PaystackTransaction>(
    'GET',
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  // Paystack answers 404 for a reference it never saw: for us that payment did not happen.
  if (res.httpStatus === 404) {
    return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: res.body.message };
  }
  return toVerification(api.unwrap(res), reference);
}

export async function chargeAuthorization(
  api: PaystackClient,
  input: {
    reference: string;
    amountKobo: bigint;
    email: string;
    authorizationCode: string;
    currency?: string;
  },
): Promise<Verification> {
  const res = await api.request<PaystackTransaction>('POST', '/transaction/charge_authorization', {
    email: input.email,
    amount: koboAmount(input.amountKobo),
    currency: input.currency ?? 'NGN',
    authorization_code: input.authorizationCode,
    reference: input.reference,
  });
  if (res.httpStatus === 429) {
    throw new ProviderBusyError('The payment provider is busy (rate limit)', res.retryAfterMs);
  }
  if (res.httpStatus >= 500) {
    // A gateway timeout or an outage: the charge may have been taken; the caller verifies before retrying.
    throw new ProviderTransientError(res.body.message || `Paystack answered ${res.httpStatus}`);
  }
  if (isDuplicateReference(res.body)) {
    // Paystack already holds a charge under this reference: it may still be in progress or may
    // have taken the money. Pending, so the caller verifies it instead of recording a decline.
    return {
      reference: input.reference,
      status: 'pending',
      amountKobo: 0n,
      currency: 'NGN',
      message: res.body.message,
    };
  }
  if (res.httpStatus >= 400 && res.httpStatus < 500 && !res.body.status) {
    // A refused charge (an authorization Paystack does not know): nothing was taken.
    return {
      reference: input.reference,
      status: 'failed',
      amountKobo: 0n,
      currency: 'NGN',
      message: res.body.message,
    };
  }
  return toVerification(api.unwrap(res), input.reference);
}

export async function refund(api: PaystackClient, input: { reference: string; amountKobo?: bigint }) {
  const data = await api.call<{ status: string }>('POST', '/refund', {
    transaction: input.reference,
    ...(input.amountKobo === undefined ? {} : { amount: koboAmount(input.amountKobo) }),
  });
  // A word Paystack adds later stays pending: the refund was accepted and is not known to be final.
  return { status: isRefundStatus(data.status) ? data.status : 'pending' };
}

/** 'abandoned' is a checkout not (yet) completed: it stays pending, so a late payment is still applied. */
export function toVerification(t: PaystackTransaction, reference: string): Verification {
  const status =
    t.status === 'success' ? 'success' : ['failed', 'reversed'].includes(t.status) ? 'failed' : 'pending';
  return {
    reference: t.reference ?? reference,
    status,
    amountKobo: BigInt(Math.round(Number(t.amount ?? 0))),
    currency: t.currency ?? 'NGN',
    message: t.gateway_response ?? t.status,
    authorization: toAuthorization(t.authorization),
  };
}

function toAuthorization(a: PaystackTransaction['authorization']): CardAuthorization | undefined {
  if (!a?.authorization_code) return undefined;
  return {
    code: a.authorization_code,
    last4: a.last4 ?? '',
    brand: a.brand ?? '',
    expMonth: a.exp_month ?? '',
    expYear: a.exp_year ?? '',
    reusable: Boolean(a.reusable),
  };
}
