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
  /** A transfer into a dedicated account (channel dedicated_nuban): its customer and account. */
  dedicated?: { customerCode: string; accountNumber: string; bankName: string };
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

const customer = (email: string, customerCode = 'CUS_fake') => ({
  id: 1_001,
  first_name: null,
  last_name: null,
  email,
  customer_code: customerCode,
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
  if (t.dedicated) {
    // Paystack's authorization of a bank transfer into a dedicated account: not a card, never reusable.
    return {
      authorization_code: 'AUTH_fake_dva',
      bin: '008XXX',
      last4: 'X553',
      exp_month: '01',
      exp_year: '2030',
      channel: 'dedicated_nuban',
      card_type: 'transfer',
      bank: 'ACCESS BANK',
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: 'SIG_fake_dva',
      account_name: null,
      receiver_bank_account_number: t.dedicated.accountNumber,
      receiver_bank: t.dedicated.bankName,
    };
  }
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
    metadata: t.dedicated
      ? { receiver_account_number: t.dedicated.accountNumber, receiver_bank: t.dedicated.bankName }
      : '',
    log: null,
    fees: null,
    fees_split: null,
    authorization: authorizationOf(t, card),
    customer: customer(t.email, t.dedicated?.customerCode),
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

/** POST /customer: data of CustomerCreateResponse. */
export function customerData(id: number, body: Record<string, unknown>, customerCode: string) {
  return {
    transactions: [],
    subscriptions: [],
    authorizations: [],
    email: String(body.email),
    first_name: String(body.first_name ?? ''),
    last_name: String(body.last_name ?? ''),
    phone: String(body.phone ?? ''),
    integration: 100_001,
    domain: 'test',
    metadata: {},
    customer_code: customerCode,
    risk_action: 'default',
    id,
    createdAt: AT,
    updatedAt: AT,
    identified: false,
    identifications: null,
  };
}

/** A dedicated account as the fake assigns it. */
export interface FakeDedicatedAccount {
  id: number;
  customerId: number;
  customerCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountNumber: string;
  bank: { id: number; name: string; slug: string };
}

/** POST /dedicated_account: data of DedicatedNubanCreateResponse. */
export function dedicatedAccountData(a: FakeDedicatedAccount) {
  return {
    bank: a.bank,
    account_name: `TRUST FUND/${a.firstName} ${a.lastName}`.toUpperCase(),
    account_number: a.accountNumber,
    assigned: true,
    currency: 'NGN',
    metadata: null,
    active: true,
    id: a.id,
    created_at: AT,
    updated_at: AT,
    assignment: {
      integration: 100_001,
      assignee_id: a.customerId,
      assignee_type: 'Customer',
      expired: false,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: AT,
      expired_at: null,
    },
    customer: {
      id: a.customerId,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      customer_code: a.customerCode,
      phone: a.phone,
      metadata: {},
      risk_action: 'default',
      international_format_phone: null,
    },
  };
}
