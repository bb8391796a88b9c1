/**
 * The bodies the fake Paystack answers with, in the shapes of Paystack's published contract
 * (paystack-openapi/paystack.yaml: VerifyResponse, ChargeAuthorizationResponse, RefundCreateResponse),
 * every field it marks required included. Values the adapter does not read are plausible constants.
 */

/** A transaction as the fake keeps it (tests set the first three). */
export interface FakeTransaction {
  amount: number;
  status: string;
  email: string;
  /** The channels the checkout offers (initialize's `channels`); absent: all of them. */
  channels?: string[];
  /** How the member paid: 'card' unless pay() was told otherwise. */
  channel?: string;
}

/** The card the fake's customer pays with: the fields a test may change (reusable). */
export interface FakeCard {
  authorization_code: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  brand: string;
  reusable: boolean;
}

const AT = '2026-01-05T09:00:00.000Z';

const customer = (email: string) => ({
  id: 1_001,
  first_name: null,
  last_name: null,
  email,
  customer_code: 'CUS_fake',
  phone: null,
  metadata: null,
  risk_action: 'default',
  international_format_phone: null,
});

/**
 * The authorization a paid transaction carries. Paid by another channel than a card it cannot be
 * charged again (Paystack marks it not reusable); unpaid, Paystack sends an empty object.
 */
export function authorizationOf(t: FakeTransaction, card: FakeCard) {
  if (t.status !== 'success') return {};
  const channel = t.channel ?? 'card';
  return {
    ...card,
    ...(channel === 'card' ? {} : { authorization_code: `AUTH_fake_${channel}`, reusable: false }),
    bin: '408408',
    channel,
    card_type: channel === 'card' ? `${card.brand} ` : '',
    bank: 'TEST BANK',
    country_code: 'NG',
    signature: 'SIG_fake',
    account_name: null,
  };
}

const gatewayResponse = (t: FakeTransaction, declined: string | null) =>
  declined ?? (t.status === 'success' ? 'Approved' : 'The transaction was not completed');

/** GET /transaction/verify/{reference}: data of VerifyResponse. */
export function verifyData(id: number, reference: string, t: FakeTransaction, card: FakeCard) {
  const paidAt = t.status === 'success' ? AT : null;
  return {
    id,
    domain: 'test',
    status: t.status,
    reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: gatewayResponse(t, null),
    paid_at: paidAt,
    created_at: AT,
    channel: t.channel ?? 'card',
    currency: 'NGN',
    ip_address: '127.0.0.1',
    metadata: '',
    log: null,
    fees: null,
    fees_split: null,
    authorization: authorizationOf(t, card),
    customer: customer(t.email),
    plan: null,
    split: {},
    order_id: null,
    paidAt,
    createdAt: AT,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: AT,
    plan_object: {},
    subaccount: {},
  };
}

/** POST /transaction/charge_authorization: data of ChargeAuthorizationResponse. */
export function chargeData(
  id: number,
  reference: string,
  t: FakeTransaction,
  card: FakeCard,
  declined: string | null,
) {
  return {
    id,
    amount: t.amount,
    currency: 'NGN',
    transaction_date: AT,
    status: t.status,
    reference,
    domain: 'test',
    metadata: '',
    gateway_response: gatewayResponse(t, declined),
    message: null,
    channel: 'card',
    ip_address: null,
    log: null,
    fees: null,
    // The card charged, whatever the bank decided.
    authorization: authorizationOf({ ...t, status: 'success', channel: 'card' }, card),
    customer: customer(t.email),
    plan: null,
  };
}

/** POST /refund: data of RefundCreateResponse. */
export function refundData(
  id: number,
  reference: string,
  t: FakeTransaction,
  amount: number,
  status: string,
) {
  return {
    transaction: {
      id,
      domain: 'test',
      reference,
      amount: t.amount,
      paid_at: AT,
      channel: t.channel ?? 'card',
      currency: 'NGN',
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: AT,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: 100_001,
    deducted_amount: 0,
    channel: null,
    merchant_note: `Refund for transaction ${reference}`,
    customer_note: `Refund for transaction ${reference}`,
    status,
    refunded_by: 'fund@example.com',
    expected_at: AT,
    currency: 'NGN',
    domain: 'test',
    amount,
    fully_deducted: false,
    id: id + 500_000,
    createdAt: AT,
    updatedAt: AT,
  };
}
