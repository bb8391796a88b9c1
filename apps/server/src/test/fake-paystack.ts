import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Paystack API for tests: follows its documented requests and answers (Bearer
 * auth with the secret key, amounts in kobo, { status, message, data }). `pay(reference)` plays the
 * member paying on the checkout page with a reusable card.
 */
export interface FakePaystack {
  url: string;
  requests: { method: string; path: string; auth?: string; body: Record<string, unknown> }[];
  transactions: Map<string, { amount: number; status: string; email: string }>;
  authorization: {
    authorization_code: string;
    last4: string;
    exp_month: string;
    exp_year: string;
    brand: string;
    reusable: boolean;
  };
  /** Paths that answer 503 for now, as a provider's endpoint having an outage. */
  down: Set<string>;
  /** When set, a charge of a saved card is declined by the bank with this reason. */
  declineCharges: string | null;
  /** Runs `work` while `path` answers 503, and brings it back whatever `work` does. */
  whileDown<T>(path: string, work: () => Promise<T>): Promise<T>;
  pay(reference: string): void;
  close(): Promise<void>;
}

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
  const down = new Set<string>();
  const authorization = {
    authorization_code: 'AUTH_fake123',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    brand: 'visa',
    reusable: true,
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    const send = (code: number, payload: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (down.has(path)) return send(503, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${secret}`)
      return send(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && path === '/transaction/initialize') {
      if (transactions.has(String(body.reference))) {
        return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      transactions.set(String(body.reference), {
        amount: Number(body.amount),
        status: 'abandoned',
        email: String(body.email),
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${body.reference}`,
          access_code: 'ac',
          reference: body.reference,
        },
      });
    }
    const verify = path.match(/^\/transaction\/verify\/(.+)$/);
    if (req.method === 'GET' && verify) {
      const ref = decodeURIComponent(verify[1] ?? '');
      const t = transactions.get(ref);
      if (!t) return send(404, { status: false, message: 'Transaction reference not found' });
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          reference: ref,
          status: t.status,
          amount: t.amount,
          currency: 'NGN',
          gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
          authorization: t.status === 'success' ? authorization : undefined,
        },
      });
    }
    if (req.method === 'POST' && path === '/transaction/charge_authorization') {
      if (body.authorization_code !== authorization.authorization_code) {
        return send(400, { status: false, message: 'Invalid authorization code' });
      }
      const declined = fake.declineCharges;
      const status = declined ? 'failed' : 'success';
      transactions.set(String(body.reference), {
        amount: Number(body.amount),
        status,
        email: String(body.email),
      });
      return send(200, {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: body.reference,
          status,
          amount: Number(body.amount),
          currency: 'NGN',
          gateway_response: declined ?? 'Approved',
          authorization,
        },
      });
    }
    if (req.method === 'POST' && path === '/refund') {
      const t = transactions.get(String(body.transaction));
      if (t?.status !== 'success')
        return send(400, { status: false, message: 'Transaction has not been paid' });
      return send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { status: 'pending' },
      });
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const fake: FakePaystack = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    transactions,
    authorization,
    down,
    declineCharges: null,
    async whileDown(path, work) {
      down.add(path);
      try {
        return await work();
      } finally {
        down.delete(path);
      }
    },
    pay(reference) {
      const t = transactions.get(reference);
      if (t) t.status = 'success';
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return fake;
}
