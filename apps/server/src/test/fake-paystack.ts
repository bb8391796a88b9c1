import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'openapi-backend';
import type { RefundStatus } from '../payments/gateway.ts';
import {
  chargeData,
  type FakeCard,
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

/**
 * A local fake of the Paystack API for tests, held to Paystack's published OpenAPI document
 * (paystack-contract.ts): a request to a path or with a body the contract does not allow is refused
 * as Paystack would (400), and every answer has the contract's shape. Bearer auth with the secret
 * key, amounts in integer kobo, answers { status, message, data }. `pay(reference)` plays the member
 * paying on the checkout page with a reusable card.
 */
export interface FakePaystack {
  url: string;
  requests: { method: string; path: string; auth?: string; body: Record<string, unknown> }[];
  transactions: Map<string, FakeTransaction>;
  /** Transfers by our reference; a test sets a status (success, failed, reversed) to settle one. */
  transfers: Map<string, FakeTransfer>;
  authorization: FakeCard;
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
   * What broke the contract: requests refused (400, or 404 for a path Paystack does not have) and
   * answers of the fake outside the contract's shapes (500). close() rejects while any are left.
   */
  violations: string[];
  /** Runs `work` while `path` answers 503, and brings it back whatever `work` does. */
  whileDown<T>(path: string, work: () => Promise<T>): Promise<T>;
  /**
   * The member pays the checkout of `reference` by `channel` (a card unless said otherwise). Throws
   * when the checkout does not offer that channel.
   */
  pay(reference: string, channel?: string): void;
  close(): Promise<void>;
}

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
  const violations: string[] = [];
  const down = new Set<string>();
  const authorization: FakeCard = {
    authorization_code: 'AUTH_fake123',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    brand: 'visa',
    reusable: true,
  };
  const idOf = (reference: string) => [...transactions.keys()].indexOf(reference) + 1;
  const bodyOf = (c: Context) => c.request.requestBody as Record<string, unknown>;

  const api = await paystackContract();
  api.registerSecurityHandler('bearerAuth', (c) => c.request.headers.authorization === `Bearer ${secret}`);
  api.register({
    unauthorizedHandler: () => answer(401, { status: false, message: 'Invalid key' }),
    validationFail: (c) => {
      const why = `${c.operation.operationId}: ${described(c.validation.errors)}`;
      violations.push(why);
      return answer(400, { status: false, message: why, type: 'validation_error', code: 'invalid_params' });
    },
    notFound: (c) => {
      violations.push(`${c.request.method.toUpperCase()} ${c.request.path} is not in Paystack's API`);
      return answer(404, { status: false, message: 'Not found' });
    },
    notImplemented: (c) => answer(501, { status: false, message: `${c.operation.operationId}: not faked` }),

    transaction_initialize(c) {
      const body = bodyOf(c);
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
      const reference = String(body.reference);
      if (transactions.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      if (body.authorization_code !== authorization.authorization_code) {
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

    // The fake's own answers are held to the contract too: one outside it is a bug of the fake.
    postResponseHandler(c) {
      const given = c.response as Answer;
      if (!c.operation) return given;
      const check = c.api.validateResponse(given.body, c.operation, given.status);
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
    authorization,
    down,
    declineCharges: null,
    chargesProcessing: false,
    chargeDelayMs: 0,
    verifyDelayMs: 0,
    transferDelayMs: 0,
    refundStatus: 'pending',
    violations,
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
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      if (violations.length) throw new Error(`Outside Paystack's contract:\n${violations.join('\n')}`);
    },
  };
  return fake;
}
