import { ManualClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { payouts } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import { signWebhook } from '../gateways/webhook-signature.ts';
import { post } from '../ledger/index.ts';
import { earningsRedeemed, referralEarning } from '../ledger/transfers.ts';
import { WEEK_MS } from '../modules/contributions/index.ts';
import type { FakePaystack } from './fake-paystack.ts';
import { createMember } from './members.ts';

/**
 * Members and payouts made straight in a database for a test that runs the real server as a process
 * (the faults tests), and the calls such a test makes to it over HTTP.
 */

export { freePort } from './ports.ts';

/**
 * SILVER members whose second week fell due an hour ago, each with the fake Paystack's reusable card
 * saved (the weekly debit charges it), signed in until tomorrow.
 */
export async function membersWithCards(database: Database, fake: FakePaystack, n: number) {
  const started = new Date(Date.now() - WEEK_MS - 3_600_000);
  const members: { userId: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const m = await createMember(
      { database, clock: new ManualClock(new Date()) },
      { plan: 'SILVER', startedAt: started },
    );
    await database.db.insert(cards).values({
      userId: m.userId,
      gateway: 'paystack',
      authorizationCode: fake.authorization.authorization_code,
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      createdAt: started,
    });
    members.push({ userId: m.userId, token: m.token });
  }
  return members;
}

/** Two finance operators: one proposes a payout batch, the other approves it. */
export async function financeOperators(database: Database) {
  const clock = new ManualClock(new Date());
  const maker = await createMember({ database, clock }, { user: { role: 'finance' } });
  const checker = await createMember({ database, clock }, { user: { role: 'finance' } });
  return { maker: maker.token, checker: checker.token };
}

/** Members whose redeemed earnings wait as payouts to their banks; answers the payout ids. */
export async function waitingPayouts(database: Database, n: number, amountKobo = 1_250_000n) {
  const clock = new ManualClock(new Date());
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = await createMember({ database, clock }, { bank: true });
    const at = clock.now();
    const reference = `redeem-${m.userId}`;
    await database.db.transaction(async (tx) => {
      const earned = { key: `earn-${m.userId}`, referrerId: m.userId, description: 'Referral', at };
      await post(tx, referralEarning({ ...earned, amountKobo }));
      const redeemed = { key: reference, memberId: m.userId, description: 'Redeemed', at };
      await post(tx, earningsRedeemed({ ...redeemed, amountKobo }));
    });
    const [row] = await database.db
      .insert(payouts)
      .values({
        userId: m.userId,
        kind: 'redemption',
        reference,
        amountKobo,
        bankName: 'Guaranty Trust Bank',
        accountNumber: `01${String(m.userId).padStart(8, '0')}`,
        accountHolderName: 'Ngozi Ama Eze',
        createdAt: at,
      })
      .returning({ id: payouts.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/** One answer of the server: its status (0 when none came), the envelope's message and data. */
export interface Answer {
  what: string;
  status: number;
  message?: string;
  data?: Record<string, unknown>;
  retryAfter?: string | null;
}

/** Calls the server's API (`/api` + path) as the holder of `token`, with a JSON body when given. */
export async function callApi(
  base: string,
  what: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { accesstoken: opts.token } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string; data?: Record<string, unknown> };
    return {
      what,
      status: res.status,
      message: body.message,
      data: body.data ?? undefined,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { what, status: 0 };
  }
}

/** Paystack's charge.success webhook for a paid reference, signed with the secret key. */
export function chargeWebhook(base: string, secret: string, reference: string, amountKobo: number) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, amount: amountKobo, currency: 'NGN' },
  });
  return callApi(base, 'payment webhook', '/payments/webhook', {
    body: JSON.parse(body),
    headers: { 'x-paystack-signature': signWebhook(body, secret) },
  });
}

/** Paystack's transfer webhook for one of our transfer references, signed with the secret key. */
export function transferWebhook(base: string, secret: string, reference: string, status: string) {
  const body = JSON.stringify({ event: `transfer.${status}`, data: { reference, status } });
  return callApi(base, 'transfer webhook', '/payments/webhook', {
    body: JSON.parse(body),
    headers: { 'x-paystack-signature': signWebhook(body, secret) },
  });
}
