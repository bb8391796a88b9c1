import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankRoutes, type FakeBanks, startingBanks } from './fake-paystack-banks.ts';
import { chargeRoutes, type FakeCharges, startingCharges } from './fake-paystack-charges.ts';
import {
  customerRoutes,
  type FakeCustomerBook,
  type FakeCustomers,
  startingCustomers,
} from './fake-paystack-customers.ts';
import {
  dedicatedAccountRoutes,
  type FakeDedicatedAccounts,
  startingDedicatedAccounts,
} from './fake-paystack-dedicated-accounts.ts';
import { type FakeMandates, mandateRoutes, startingMandates } from './fake-paystack-mandates.ts';
import {
  type FakeSettlements,
  LIST_OPERATIONS,
  settlementRoutes,
  startingSettlements,
} from './fake-paystack-settlements.ts';
import { type Answer, answer, rulesOf } from './fake-paystack-shared.ts';
import { type FakeTransfers, startingTransfers, transferRoutes } from './fake-paystack-transfers.ts';
import { paystackContract } from './paystack-contract.ts';

export type { FakeTransaction } from './fake-paystack-answers.ts';
export type { FakeMandate } from './fake-paystack-mandates.ts';
export type { FakeSettlement } from './fake-paystack-settlements.ts';

/**
 * A local fake of the Paystack API for tests, held to Paystack's published OpenAPI document
 * (paystack-contract.ts): a request to a path or with a body the contract does not allow is refused
 * as Paystack would (400), and every answer has the contract's shape. Paystack's own rules beyond the
 * contract (payments/paystack-rules.ts: a reference's alphabet, whole kobo above zero, an email, NGN)
 * are refused in Paystack's words, as the sandbox refuses them. Bearer auth with the secret
 * key, amounts in integer kobo, answers { status, message, data }. `pay(reference)` plays the member
 * paying on the checkout page with a reusable card.
 *
 * Each of Paystack's resources is a part of its own (fake-paystack-<resource>.ts: charges and
 * checkout, transfers, customers and identification, dedicated accounts, mandates, settlements,
 * banks), with its settings and handlers; this builder puts them together behind one server.
 */
export interface FakePaystack
  extends FakeCharges,
    FakeTransfers,
    FakeCustomers,
    FakeDedicatedAccounts,
    FakeMandates,
    FakeSettlements,
    FakeBanks {
  url: string;
  requests: { method: string; path: string; auth?: string; body: Record<string, unknown> }[];
  /** Paths that answer 503 for now, as a provider's endpoint having an outage. */
  down: Set<string>;
  /**
   * What broke the contract or Paystack's rules: requests refused (400, or 404 for a path Paystack
   * does not have) and answers of the fake outside the contract's shapes (500). close() rejects while
   * any are left.
   */
  violations: string[];
  /** Runs `work` while `path` answers 503, and brings it back whatever `work` does. */
  whileDown<T>(path: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
  const violations: string[] = [];
  const down = new Set<string>();

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
  const charges = startingCharges();
  const fake: FakePaystack = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    down,
    violations,
    ...charges,
    ...startingTransfers(),
    ...startingCustomers(),
    ...startingDedicatedAccounts(charges.transactions),
    ...startingMandates(),
    ...startingSettlements(),
    ...startingBanks(),
    async whileDown(path, work) {
      down.add(path);
      try {
        return await work();
      } finally {
        down.delete(path);
      }
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      if (violations.length) throw new Error(`Outside Paystack's contract:\n${violations.join('\n')}`);
    },
  };
  // Each part's handlers read the fake's settings as a test leaves them; the customers the fake
  // created are the customers part's and the dedicated accounts', and no test's.
  const customers: FakeCustomerBook = new Map();
  api.register({
    ...chargeRoutes(fake),
    ...transferRoutes(fake),
    ...customerRoutes(customers),
    ...dedicatedAccountRoutes(fake, customers),
    ...mandateRoutes(fake),
    ...settlementRoutes(fake),
    ...bankRoutes(fake),
  });
  return fake;
}
