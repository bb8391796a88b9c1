import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'openapi-backend';
import type { RefundStatus } from '../gateways/gateway.ts';
import {
  PAYSTACK_REFUSALS,
  type PaystackRefusal,
  paystackRefundRefusal,
  paystackRefusal,
} from '../gateways/paystack-rules.ts';
import { SANDBOX_BANKS } from '../gateways/sandbox/sandbox-banks.ts';
import {
  chargeData,
  customerData,
  dedicatedAccountData,
  type FakeCard,
  type FakeDedicatedAccount,
  type FakeTransaction,
  refundData,
  verifyData,
} from './fake-paystack-answers.ts';
import {
  type FakeRecipient,
  type FakeTransfer,
  recipientAnswer,
  transferCreateData,
  transferVerifyData,
} from './fake-paystack-transfers.ts';
import { paystackContract } from './paystack-contract.ts';

export type { FakeTransaction } from './fake-paystack-answers.ts';

/** A settlement of the fake's balance to the fund's bank, as GET /settlement lists it (kobo). */
export interface FakeSettlement {
  id: number;
  status: string;
  total_processed: number;
  total_fees: number;
  deductions: number | null;
  effective_amount: number;
  settlement_date: string;
  transactions: { reference: string; amount: number; fees: number; paid_at: string }[];
}

/**
 * A local fake of the Paystack API for tests, held to Paystack's published OpenAPI document
 * (paystack-contract.ts): a request to a path or with a body the contract does not allow is refused
 * as Paystack would (400), and every answer has the contract's shape. Paystack's own rules beyond the
 * contract (payments/paystack-rules.ts: a reference's alphabet, whole kobo above zero, an email, NGN)
 * are refused in Paystack's words, as the sandbox refuses them. Bearer auth with the secret
 * key, amounts in integer kobo, answers { status, message, data }. `pay(reference)` plays the member
 * paying on the checkout page with a reusable card.
 */
export interface FakePaystack {
  url: string;
  requests: { method: string; path: string; auth?: string; body: Record<string, unknown> }[];
  transactions: Map<string, FakeTransaction>;
  /** The settlements GET /settlement lists, newest first as a test puts them. */
  settlements: FakeSettlement[];
  /** Transfers by our reference; a test sets a status (success, failed, reversed) to settle one. */
  transfers: Map<string, FakeTransfer>;
  authorization: FakeCard;
  /**
   * Direct-debit authorization requests by Paystack's reference: started (no consent yet), then
   * created (consent given at the bank, not active) and active, or inactive once deactivated.
   */
  mandates: Map<string, FakeMandate>;
  /** The member gives consent at the bank: the authorization is created, active or not yet. */
  approveMandate(reference: string, active: boolean): FakeMandate;
  /** Paths that answer 503 for now, as a provider's endpoint having an outage. */
  down: Set<string>;
  /** When set, a charge of a saved card is declined by the bank with this reason. */
  declineCharges: string | null;
  /**
   * When true, Paystack takes a charge of a saved card in but its answer is lost (504): the charge
   * stays processing until pay() finishes it.
   */
  chargesProcessing: boolean;
  /** Milliseconds each charge of a saved card takes to answer (a slow provider; 0 by default). */
  chargeDelayMs: number;
  /** Milliseconds each verify of a transaction takes to answer (0 by default). */
  verifyDelayMs: number;
  /** Milliseconds each transfer takes to be taken in (0 by default). */
  transferDelayMs: number;
  /** The status a refund is answered with ('pending', Paystack's usual first answer, unless set). */
  refundStatus: RefundStatus;
  /**
   * What broke the contract or Paystack's rules: requests refused (400, or 404 for a path Paystack
   * does not have) and answers of the fake outside the contract's shapes (500). close() rejects while
   * any are left.
   */
  violations: string[];
  /** The banks GET /bank lists (Paystack's codes and types; the sandbox's list unless a test changes it). */
  banks: { code: string; name: string; type: string }[];
  /** Accounts GET /bank/resolve knows, by `<bank code>:<account number>`, with the name the bank holds. */
  bankAccounts: Map<string, string>;
  /** Runs `work` while `path` answers 503, and brings it back whatever `work` does. */
  whileDown<T>(path: string, work: () => Promise<T>): Promise<T>;
  /**
   * The member pays the checkout of `reference` by `channel` (a card unless said otherwise). Throws
   * when the checkout does not offer that channel.
   */
  pay(reference: string, channel?: string): void;
  /** Dedicated accounts assigned, by account number. */
  dedicatedAccounts: Map<string, FakeDedicatedAccount>;
  /**
   * When true, POST /dedicated_account refuses a customer not in `validatedCustomers` (400, Paystack's
   * shape), as Paystack does for business categories that require a validated customer.
   */
  requireCustomerValidation: boolean;
  /** Customers whose identification succeeded (a test adds one before it sends the success webhook). */
  validatedCustomers: Set<string>;
  /**
   * Someone sends `amountKobo` to a dedicated account: a paid transaction on channel dedicated_nuban
   * under a reference of Paystack's own, which verify then describes. Answers the reference (the test
   * sends the webhook).
   */
  receiveTransfer(accountNumber: string, amountKobo: number): string;
  close(): Promise<void>;
}

/** A direct-debit authorization request at the fake. */
export interface FakeMandate {
  email: string;
  status: 'started' | 'created' | 'active' | 'inactive';
  authorizationCode: string;
}

/** The banks the fake assigns dedicated accounts at, by Paystack's provider slug. */
const DEDICATED_BANKS: Record<string, { id: number; name: string; slug: string }> = {
  'wema-bank': { id: 20, name: 'Wema Bank', slug: 'wema-bank' },
  'titan-paystack': { id: 60, name: 'Titan Paystack', slug: 'titan-paystack' },
  'test-bank': { id: 1, name: 'Test Bank', slug: 'test-bank' },
};

type Answer = { status: number; body: Record<string, unknown> };
const answer = (status: number, body: Record<string, unknown>): Answer => ({ status, body });
const refused = (message: string) => answer(400, { status: false, message });

/** Paystack's answer to a reference used before, as its contract gives it. */
const DUPLICATE_REFERENCE = {
  status: false,
  message: 'Duplicate Transaction Reference',
  meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
  type: 'validation_error',
  code: 'duplicate_reference',
};

/** Paystack's own rules (payments/paystack-rules.ts) for the operations that start money moving. */
function rulesOf(
  operationId: string | undefined,
  body: Record<string, unknown>,
): PaystackRefusal | undefined {
  if (operationId === 'transaction_initialize' || operationId === 'transaction_chargeAuthorization')
    return paystackRefusal('transaction', body);
  if (operationId === 'transfer_initiate') return paystackRefusal('transfer', body);
  if (operationId === 'refund_create') return paystackRefundRefusal(body.amount);
  return undefined;
}

/** Operations Paystack answers with an array of data although the document types data as an object. */
const LIST_OPERATIONS = new Set(['settlements_fetch', 'settlements_transaction']);

/** One page of a list, with Paystack's meta (perPage and page from the query, 50 and 1 by default). */
function paged<T>(all: T[], query: Record<string, unknown>) {
  const perPage = Number(query.perPage ?? 50);
  const page = Number(query.page ?? 1);
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    meta: {
      total: all.length,
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.max(1, Math.ceil(all.length / perPage)),
    },
  };
}

const described = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

const readBody = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => resolve(raw ? JSON.parse(raw) : {}));
  });

export async function startFakePaystack(secret: string): Promise<FakePaystack> {
  const requests: FakePaystack['requests'] = [];
  const transactions: FakePaystack['transactions'] = new Map();
  const transfers: FakePaystack['transfers'] = new Map();
  const recipients = new Map<string, FakeRecipient>();
  const customers = new Map<
    string,
    { id: number; code: string; email: string; body: Record<string, unknown> }
  >();
  const dedicatedAccounts = new Map<string, FakeDedicatedAccount>();
  const violations: string[] = [];
  const down = new Set<string>();
  const mandates: FakePaystack['mandates'] = new Map();
  /** Mandates whose authorization may be charged (active ones), by code. */
  const activeMandate = (code: unknown) =>
    [...mandates.values()].some((m) => m.authorizationCode === code && m.status === 'active');
  const authorization: FakeCard = {
    authorization_code: 'AUTH_fake123',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    brand: 'visa',
    reusable: true,
  };
  /**
   * A request within the contract that breaks one of Paystack's own rules (payments/paystack-rules.ts):
   * refused in Paystack's words, and recorded as a rule the adapter broke.
   */
  const brokenRule = (refusal: PaystackRefusal | undefined): Answer | undefined => {
    if (!refusal) return undefined;
    violations.push(`Paystack's rules: ${refusal.body.message}`);
    return answer(refusal.httpStatus, { ...refusal.body });
  };
  const idOf = (reference: string) => [...transactions.keys()].indexOf(reference) + 1;
  /** A settlement's transactions as Paystack lists a transaction, with their fees and when they were paid. */
  const settledOf = (s: FakeSettlement) =>
    s.transactions.map((t, i) => ({
      ...verifyData(
        s.id * 1000 + i,
        t.reference,
        { amount: t.amount, status: 'success', email: 'payer@example.com' },
        authorization,
      ),
      // The list types these as objects where verify answers an empty string or null.
      metadata: {},
      plan: {},
      fees: t.fees,
      paid_at: t.paid_at,
      paidAt: t.paid_at,
    }));
  const bodyOf = (c: Context) => c.request.requestBody as Record<string, unknown>;

  const api = await paystackContract();
  api.registerSecurityHandler('bearerAuth', (c) => c.request.headers.authorization === `Bearer ${secret}`);
  api.register({
    unauthorizedHandler: () => answer(401, { status: false, message: 'Invalid key' }),
    validationFail: (c) => {
      const why = `${c.operation.operationId}: ${described(c.validation.errors)}`;
      violations.push(why);
      // Where Paystack has words of its own for it (an amount that is not whole kobo), they are the answer.
      const rule = rulesOf(c.operation.operationId, (c.request.requestBody ?? {}) as Record<string, unknown>);
      if (rule) return answer(rule.httpStatus, { ...rule.body });
      return answer(400, { status: false, message: why, type: 'validation_error', code: 'invalid_params' });
    },
    notFound: (c) => {
      violations.push(`${c.request.method.toUpperCase()} ${c.request.path} is not in Paystack's API`);
      return answer(404, { status: false, message: 'Not found' });
    },
    notImplemented: (c) => answer(501, { status: false, message: `${c.operation.operationId}: not faked` }),

    transaction_initialize(c) {
      const body = bodyOf(c);
      const broken = brokenRule(rulesOf('transaction_initialize', body));
      if (broken) return broken;
      const reference = String(body.reference);
      if (transactions.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      transactions.set(reference, {
        amount: body.amount as number,
        status: 'abandoned',
        email: String(body.email),
        channels: body.channels as string[] | undefined,
      });
      return answer(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${reference}`,
          access_code: 'ac',
          reference,
        },
      });
    },

    transaction_verify(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const t = transactions.get(reference);
      if (!t) return answer(404, { status: false, message: 'Transaction reference not found' });
      return answer(200, {
        status: true,
        message: 'Verification successful',
        data: verifyData(idOf(reference), reference, t, authorization),
      });
    },

    transaction_chargeAuthorization(c) {
      const body = bodyOf(c);
      const broken = brokenRule(rulesOf('transaction_chargeAuthorization', body));
      if (broken) return broken;
      const reference = String(body.reference);
      if (transactions.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      if (
        body.authorization_code !== authorization.authorization_code &&
        !activeMandate(body.authorization_code)
      ) {
        return refused('Invalid authorization code');
      }
      if (fake.chargesProcessing) {
        transactions.set(reference, {
          amount: body.amount as number,
          status: 'processing',
          email: String(body.email),
        });
        return answer(504, { status: false, message: 'Gateway timeout' });
      }
      const declined = fake.declineCharges;
      const t: FakeTransaction = {
        amount: body.amount as number,
        status: declined ? 'failed' : 'success',
        email: String(body.email),
      };
      transactions.set(reference, t);
      return answer(200, {
        status: true,
        message: 'Charge attempted',
        data: chargeData(idOf(reference), reference, t, authorization, declined),
      });
    },

    refund_create(c) {
      const body = bodyOf(c);
      const broken = brokenRule(rulesOf('refund_create', body));
      if (broken) return broken;
      const reference = String(body.transaction);
      const t = transactions.get(reference);
      if (t?.status !== 'success') return refused('Transaction has not been paid');
      const amount = (body.amount as number | undefined) ?? t.amount;
      if (amount > t.amount) return refused('Refund amount cannot be more than the transaction amount');
      return answer(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: refundData(idOf(reference), reference, t, amount, fake.refundStatus),
      });
    },

    customer_create(c) {
      const body = bodyOf(c);
      const email = String(body.email);
      // Like Paystack, the same email gives back the customer it already has.
      const known = [...customers.values()].find((x) => x.email === email);
      const id = known?.id ?? customers.size + 1;
      const code = known?.code ?? `CUS_fake${String(id).padStart(6, '0')}`;
      customers.set(code, { id, code, email, body });
      return answer(200, { status: true, message: 'Customer created', data: customerData(id, body, code) });
    },

    // Validate Customer: taken in for a customer it knows; the outcome is a webhook the test sends.
    customer_validate(c) {
      const code = decodeURIComponent(String(c.request.params.code));
      if (!customers.has(code)) return answer(404, { status: false, message: 'Customer not found' });
      return answer(202, { status: true, message: 'Customer Identification in progress' });
    },

    dedicatedAccount_create(c) {
      const body = bodyOf(c);
      const who = customers.get(String(body.customer));
      if (!who) return answer(404, { status: false, message: 'Customer not found' });
      if (fake.requireCustomerValidation && !fake.validatedCustomers.has(who.code))
        return answer(400, { ...PAYSTACK_REFUSALS.customerNotValidated });
      const bank = DEDICATED_BANKS[String(body.preferred_bank ?? 'wema-bank')];
      if (!bank) return refused('Preferred bank not available on your integration');
      const accountNumber = `90${String(who.id).padStart(8, '0')}`;
      const account: FakeDedicatedAccount = {
        id: dedicatedAccounts.size + 1,
        customerId: who.id,
        customerCode: who.code,
        email: who.email,
        firstName: String(who.body.first_name ?? ''),
        lastName: String(who.body.last_name ?? ''),
        phone: String(who.body.phone ?? ''),
        accountNumber,
        bank,
      };
      dedicatedAccounts.set(accountNumber, account);
      return answer(200, {
        status: true,
        message: 'NUBAN successfully created',
        data: dedicatedAccountData(account),
      });
    },

    transferrecipient_create(c) {
      const body = bodyOf(c);
      const accountNumber = String(body.account_number);
      const bankCode = String(body.bank_code);
      // Like Paystack, the same account number gives back the recipient it already has.
      const code = `RCP_${bankCode}_${accountNumber}`;
      const r = recipients.get(code) ?? {
        id: recipients.size + 1,
        code,
        name: String(body.name),
        accountNumber,
        bankCode,
      };
      recipients.set(code, r);
      return answer(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: recipientAnswer(r),
      });
    },

    transfer_initiate(c) {
      const body = bodyOf(c);
      const broken = brokenRule(rulesOf('transfer_initiate', body));
      if (broken) return broken;
      const reference = String(body.reference);
      if (transfers.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      const recipient = recipients.get(String(body.recipient));
      if (!recipient) return refused('Recipient specified is invalid');
      const t: FakeTransfer = {
        id: transfers.size + 1,
        amount: body.amount as number,
        reason: String(body.reason ?? ''),
        status: 'pending',
        recipient,
      };
      transfers.set(reference, t);
      return answer(200, {
        status: true,
        message: 'Transfer has been queued',
        data: transferCreateData(reference, t),
      });
    },

    bank_list(c) {
      if (c.request.query.country !== 'nigeria')
        return answer(200, { status: true, message: 'Banks retrieved', data: [] });
      const at = '2026-01-01T00:00:00.000Z';
      return answer(200, {
        status: true,
        message: 'Banks retrieved',
        data: fake.banks.map((b, i) => ({
          id: i + 1,
          name: b.name,
          slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          code: b.code,
          longcode: '',
          gateway: null,
          pay_with_bank: false,
          supports_transfer: true,
          available_for_direct_debit: false,
          active: true,
          is_deleted: false,
          country: 'Nigeria',
          currency: 'NGN',
          type: b.type,
          createdAt: at,
          updatedAt: at,
        })),
        meta: { next: null, previous: null, perPage: 100 },
      });
    },

    bank_resolveAccountNumber(c) {
      const accountNumber = String(c.request.query.account_number ?? '');
      const bankCode = String(c.request.query.bank_code ?? '');
      const name = fake.bankAccounts.get(`${bankCode}:${accountNumber}`);
      if (!name)
        return answer(422, {
          status: false,
          message: 'Could not resolve account name. Check parameters or try again.',
        });
      return answer(200, {
        status: true,
        message: 'Account number resolved',
        data: {
          account_number: accountNumber,
          account_name: name,
          bank_id: fake.banks.findIndex((b) => b.code === bankCode) + 1,
        },
      });
    },

    transfer_verify(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const t = transfers.get(reference);
      if (!t) return answer(404, { status: false, message: 'Transfer not found' });
      return answer(200, {
        status: true,
        message: 'Transfer retrieved',
        data: transferVerifyData(reference, t),
      });
    },

    customer_initializeAuthorization(c) {
      const body = bodyOf(c);
      const reference = `dd${(mandates.size + 1).toString().padStart(8, '0')}fake`;
      mandates.set(reference, {
        email: String(body.email),
        status: 'started',
        authorizationCode: `AUTH_dd${mandates.size + 1}`,
      });
      return answer(200, {
        status: true,
        message: 'Authorization initialized',
        data: { redirect_url: `https://link.paystack.co/${reference}`, access_code: reference, reference },
      });
    },

    customer_verifyAuthorization(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const m = mandates.get(reference);
      if (!m || m.status === 'started')
        return answer(404, { status: false, message: 'Authorization not found' });
      return answer(200, {
        status: true,
        message: 'Authorization retrieved successfully',
        data: {
          authorization_code: m.authorizationCode,
          channel: 'direct_debit',
          bank: 'Guaranty Trust Bank',
          active: m.status === 'active',
          last4: '6789',
          account_name: 'Ngozi Ama Eze',
          customer: { code: 'CUS_fake', email: m.email },
        },
      });
    },

    customer_deactivateAuthorization(c) {
      const code = bodyOf(c).authorization_code;
      const m = [...mandates.values()].find((x) => x.authorizationCode === code);
      if (!m) return refused('Authorization code not found');
      m.status = 'inactive';
      return answer(200, { status: true, message: 'Authorization has been deactivated' });
    },

    settlements_fetch(c) {
      return answer(200, {
        status: true,
        message: 'Settlements retrieved',
        ...paged(
          fake.settlements.map(({ transactions: _, ...s }) => ({
            ...s,
            domain: 'test',
            currency: 'NGN',
            integration: 1,
            total_amount: s.effective_amount + (s.deductions ?? 0),
            settled_by: null,
            createdAt: s.settlement_date,
            updatedAt: s.settlement_date,
          })),
          c.request.query,
        ),
      });
    },

    // Paystack's first page of 50; the rest through the transaction list filtered by settlement.
    settlements_transaction(c) {
      const s = fake.settlements.find((x) => x.id === Number(c.request.params.id));
      if (!s) return answer(404, { status: false, message: 'Settlement not found' });
      return answer(200, { status: true, message: 'Transactions retrieved', ...paged(settledOf(s), {}) });
    },

    transaction_list(c) {
      const query = c.request.query as Record<string, unknown>;
      const s = fake.settlements.find((x) => x.id === Number(query.settlement));
      const page = paged(s ? settledOf(s) : [], { perPage: query.per_page, page: query.page });
      const volume = page.data.reduce((sum, t) => sum + t.amount, 0);
      return answer(200, {
        status: true,
        message: 'Transactions retrieved',
        data: page.data,
        meta: { ...page.meta, total_volume: volume },
      });
    },

    // The fake's own answers are held to the contract too: one outside it is a bug of the fake.
    postResponseHandler(c) {
      const given = c.response as Answer;
      if (!c.operation) return given;
      // The document answers these lists with its generic Response, whose data is an object, while
      // Paystack answers them with an array (its List Settlements and Fetch Settlement Transactions
      // pages): the array is required, and the rest of the answer is held to the document.
      const listed =
        LIST_OPERATIONS.has(c.operation.operationId ?? '') && Array.isArray(given.body.data)
          ? { ...given.body, data: { list: given.body.data } }
          : given.body;
      const check = c.api.validateResponse(listed, c.operation, given.status);
      if (check.valid) return given;
      const why = `${c.operation.operationId} answered ${given.status} outside the contract: ${described(check.errors)}`;
      violations.push(why);
      return answer(500, { status: false, message: why });
    },
  });

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, body });
    const send = ({ status, body: payload }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (down.has(req.url ?? '')) return send(answer(503, { status: false, message: 'Service unavailable' }));
    if (fake.chargeDelayMs > 0 && url.pathname === '/transaction/charge_authorization')
      await new Promise((r) => setTimeout(r, fake.chargeDelayMs));
    if (fake.verifyDelayMs > 0 && url.pathname.startsWith('/transaction/verify/'))
      await new Promise((r) => setTimeout(r, fake.verifyDelayMs));
    if (fake.transferDelayMs > 0 && req.method === 'POST' && url.pathname === '/transfer')
      await new Promise((r) => setTimeout(r, fake.transferDelayMs));
    send(
      await api.handleRequest({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers as Record<string, string>,
        body,
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const fake: FakePaystack = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    transactions,
    transfers,
    settlements: [],
    authorization,
    mandates,
    approveMandate(reference, active) {
      const m = mandates.get(reference);
      if (!m) throw new Error(`no mandate ${reference} at the fake`);
      m.status = active ? 'active' : 'created';
      return m;
    },
    down,
    declineCharges: null,
    chargesProcessing: false,
    chargeDelayMs: 0,
    verifyDelayMs: 0,
    transferDelayMs: 0,
    refundStatus: 'pending',
    violations,
    banks: SANDBOX_BANKS.map(({ code, name, type }) => ({ code, name, type })),
    bankAccounts: new Map(),
    async whileDown(path, work) {
      down.add(path);
      try {
        return await work();
      } finally {
        down.delete(path);
      }
    },
    pay(reference, channel = 'card') {
      const t = transactions.get(reference);
      if (!t) return;
      if (t.channels && !t.channels.includes(channel)) {
        throw new Error(`The checkout of ${reference} offers only ${t.channels.join(', ')}`);
      }
      t.status = 'success';
      t.channel = channel;
    },
    dedicatedAccounts,
    requireCustomerValidation: false,
    validatedCustomers: new Set<string>(),
    receiveTransfer(accountNumber, amountKobo) {
      const account = dedicatedAccounts.get(accountNumber);
      if (!account) throw new Error(`The fake assigned no dedicated account ${accountNumber}`);
      const reference = `${Date.now()}_dva${transactions.size + 1}`;
      transactions.set(reference, {
        amount: amountKobo,
        status: 'success',
        email: account.email,
        channel: 'dedicated_nuban',
        dedicated: {
          customerCode: account.customerCode,
          accountNumber,
          bankName: account.bank.name,
        },
      });
      return reference;
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      if (violations.length) throw new Error(`Outside Paystack's contract:\n${violations.join('\n')}`);
    },
  };
  return fake;
}
