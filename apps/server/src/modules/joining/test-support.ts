import { eq, sql } from 'drizzle-orm';
import { plans } from '../../db/schema/index.ts';
import { sandboxFor } from '../../payments/index.ts';
import { type FakePaystack, startFakePaystack } from '../../payments/paystack/fake-paystack.ts';
import { signWebhook } from '../../payments/webhook-signature.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

import { registerMember } from '../auth/test-support.ts';
import { seedPlans } from '../plans/seed.ts';

/** Helpers for the joining tests: a seeded catalogue, members, calls, the sandbox checkout. */

export async function joiningTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { planId: (name: string) => Promise<number> }> {
  const t = await createTestApp({
    env: { PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: process.env.JOINING_LOG ?? 'silent', ...env },
  });
  await seedPlans(t.database.db);
  return {
    ...t,
    planId: async (name: string) => {
      const [p] = await t.database.db.select({ id: plans.id }).from(plans).where(eq(plans.name, name));
      if (!p) throw new Error(`no plan ${name}`);
      return p.id;
    },
  };
}

/**
 * The joining app on PAYMENT_GATEWAY=paystack against a local fake Paystack (`fake`), with its webhook
 * call signed by `secret` (and any other settings in `env`); close() stops both.
 */
export async function paystackTestApp(secret: string, env: Record<string, string> = {}) {
  const fake: FakePaystack = await startFakePaystack(secret);
  const t = await joiningTestApp({
    PAYMENT_GATEWAY: 'paystack',
    PAYSTACK_BASE_URL: fake.url,
    PAYSTACK_SECRET_KEY: secret,
    ...env,
  });
  return {
    ...t,
    fake,
    /** Paystack's charge.success webhook for `reference`, signed with `signedWith` (the secret by default). */
    webhook(reference: string, signedWith = secret) {
      const body = JSON.stringify({
        event: 'charge.success',
        data: { reference, amount: 10000, currency: 'NGN' },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signWebhook(body, signedWith),
        },
        payload: body,
      });
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export async function newMember(t: TestApp, patch: Record<string, unknown> = {}) {
  const m = await registerMember(t, patch);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { accesstoken: m.token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { ...m, call };
}
export type Member = Awaited<ReturnType<typeof newMember>>;

/** Presses Pay or Decline on the sandbox checkout page; answers where the browser is sent back to. */
export async function pressCheckout(
  t: TestApp,
  authurl: string,
  outcome: 'success' | 'failure',
): Promise<string> {
  const path = new URL(authurl).pathname;
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  if (res.statusCode !== 302) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** Waits for every webhook the sandbox has sent so far. */
export const webhooksDelivered = (t: TestApp) => sandboxFor(t.app)?.settled() ?? Promise.resolve();

/** Every row of every table as text: card numbers must never appear in it. */
export async function dumpDatabase(t: TestApp): Promise<string> {
  const db = t.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let out = '';
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
      rows: unknown[];
    };
    out += `${table_name}\n${JSON.stringify(rows.rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`;
  }
  return out;
}

export const countEntries = async (t: TestApp) => {
  const r = (await t.database.db.execute(sql`select count(*)::int as n from journal_entries`)) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]?.n ?? 0;
};
