import { eq } from 'drizzle-orm';
import { plans } from '../db/schema/index.ts';
import { type SandboxGateway, sandboxOf } from '../gateways/index.ts';
import { seedPlans } from '../seed/plans.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type FakePaystack, startFakePaystack } from './fake-paystack.ts';
import type { Member } from './members.ts';
import { postWebhook as postSignedWebhook } from './webhooks.ts';

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
  /** Posts an event body to the webhook route as Paystack does, signed with `signedWith` (the secret by default). */
  const postWebhook = (body: string, signedWith = secret) =>
    postSignedWebhook(t.app, body, { secret: signedWith });
  const sendWebhook = (reference: string, signedWith = secret) =>
    postWebhook(
      JSON.stringify({ event: 'charge.success', data: { reference, amount: 10000, currency: 'NGN' } }),
      signedWith,
    );
  return {
    ...t,
    fake,
    postWebhook,
    /**
     * Paystack's charge.success webhook for `reference`, signed with `signedWith` (the secret by
     * default); answers as soon as it is answered, while the event's work may still be under way.
     */
    sendWebhook,
    /** The same, once the event's work (from the queue) is done. */
    async webhook(reference: string, signedWith = secret) {
      const answer = await sendWebhook(reference, signedWith);
      await t.app.paymentEvents.idle();
      return answer;
    },
    /**
     * Starts a SILVER card purchase and pays its N100 card check on the fake's checkout, as the member
     * would; answers the check's reference (its webhook is still to be sent).
     */
    async payCardCheck(m: Member): Promise<string> {
      const { reference } = (
        await m.call('POST', '/submituserpaymentcard', {
          card_process: 1,
          payment_type: 1,
          payment_data: await t.planId('SILVER'),
        })
      ).json().data;
      fake.pay(reference);
      return reference;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** Presses Pay or Decline on the sandbox checkout page; answers where the browser is sent back to. */
export async function pressCheckout(
  t: Pick<TestApp, 'app'>,
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
export const webhooksDelivered = (t: Pick<TestApp, 'app'>) =>
  sandboxOf(t.app.deps.gateway)?.settled() ?? Promise.resolve();

/** The app's sandbox gateway; throws when the app runs another (the tests that ask run on the sandbox). */
export function sandboxIn(t: Pick<TestApp, 'app'>): SandboxGateway {
  const s = sandboxOf(t.app.deps.gateway);
  if (!s) throw new Error('the tests run on the sandbox');
  return s;
}

/** Every webhook the sandbox sent is delivered and its work done. */
export async function sandboxSettled(t: Pick<TestApp, 'app'>): Promise<void> {
  await sandboxIn(t).settled();
  await t.app.paymentEvents.idle();
}
