import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';

/** With the job runner on (JOBS=on), the webhook's events are worked by pg-boss, not by the request. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: 'on' } });
}, 120_000);
afterAll(() => t.close(), 60_000);

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** A SILVER member's Save More of two weeks, not paid yet: answers the member and its reference. */
async function saveMoreCheckout() {
  const m = await createMember(t, { plan: 'SILVER' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usermakeupfrontcontribution',
    headers: m.headers,
    payload: { con_week: 2, con_amount: 2000 },
  });
  return { m, reference: res.json().data.reference as string };
}

const sandbox = () => {
  const s = sandboxOf(t.app.deps.gateway);
  if (!s) throw new Error('the test app runs the sandbox');
  return s;
};

/** Posts an event to the webhook as Paystack would, signed with the sandbox's secret. */
const postSigned = (event: Record<string, unknown>) =>
  postWebhook(t.app, event, { secret: sandbox().webhookSecret });

/** The pg-boss jobs that worked one stored event. */
async function jobsOf(eventId: number | undefined) {
  const result = (await t.database.db.execute(
    sql`select state, retry_limit, retry_backoff, output from pgboss.job
        where name = 'payment-webhook-event' and data->>'id' = ${String(eventId)}`,
  )) as unknown as {
    rows: { state: string; retry_limit: number; retry_backoff: boolean; output: unknown }[];
  };
  return result.rows;
}

describe('the payment webhook with the job runner', () => {
  it('answers at once and a pg-boss worker settles the payment, once', async () => {
    const { m, reference } = await saveMoreCheckout();
    const before = (await memberBalances(t.database.db, m.userId)).contributions;
    // The member pays; the sandbox's webhook is answered without waiting for the work.
    sandbox().completeCheckout(reference, 'success');
    await sandbox().settled();
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, reference));
    expect(event?.event).toBe('charge.success');

    const paid = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status ===
      'success';
    expect(await until(paid, 60_000)).toBe(true);
    expect(
      await until(async () => {
        const [row] = await t.database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.reference, reference));
        return Boolean(row?.processedAt);
      }, 30_000),
    ).toBe(true);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(before + 200_000n);
    // The work went through pg-boss's queue (not the request, not this process's own queue).
    expect(await until(async () => (await jobsOf(event?.id))[0]?.state === 'completed', 30_000)).toBe(true);
    expect(await jobsOf(event?.id)).toHaveLength(1);
    // Paystack delivers the same event again: it is answered, and no second job is queued for it.
    const key = /^charge\.success:(id|ref):(.*)$/.exec(event?.eventKey ?? '');
    const replay = await postSigned({
      event: 'charge.success',
      data: { reference, ...(key?.[1] === 'id' ? { id: Number(key[2]) } : {}) },
    });
    expect(replay.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference)),
    ).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await jobsOf(event?.id)).toHaveLength(1);
  }, 120_000);

  // A weekly debit or a payout batch brings many events at once. Worked one a fetch with a 2-second
  // wait between fetches (as before), 30 events took a minute, and a payout's outcome waited behind
  // them; taken ten a fetch, the next fetch at once while they come back full, they are done in seconds.
  it('works a burst of 30 events within 20 seconds of the last webhook, in a few fetches', async () => {
    const references: string[] = [];
    for (let i = 0; i < 30; i++) references.push((await saveMoreCheckout()).reference);
    for (const reference of references) sandbox().completeCheckout(reference, 'success');
    await sandbox().settled();
    const delivered = Date.now();
    // Done means the event's work is done (a payment can also be settled by the member's return).
    const worked = async () => {
      const rows = await t.database.db
        .select({ processedAt: paymentEvents.processedAt })
        .from(paymentEvents)
        .where(inArray(paymentEvents.reference, references));
      return rows.length === references.length && rows.every((r) => r.processedAt);
    };
    expect(await until(worked, 20_000)).toBe(true);
    const paid = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.reference, references));
    expect(paid.map((p) => p.status)).toEqual(references.map(() => 'success'));
    const took = Date.now() - delivered;
    // The jobs were taken in batches: no more fetches than a third of the events (ten a fetch, with
    // room for webhooks that arrived between two polls).
    const result = (await t.database.db.execute(
      sql`select count(distinct started_on)::int as fetches from pgboss.job
          where name = 'payment-webhook-event' and data->>'id' in (
            select id::text from payment_events where ${inArray(paymentEvents.reference, references)})`,
    )) as unknown as { rows: { fetches: number }[] };
    console.info(`30 events worked in ${took} ms, in ${result.rows[0]?.fetches} fetches`);
    expect(result.rows[0]?.fetches, `worked in ${took} ms`).toBeLessThanOrEqual(10);
  }, 180_000);

  it('fails the job of an event not done yet, so pg-boss tries it again later with growing waits', async () => {
    const { reference } = await saveMoreCheckout();
    // The provider says nothing of this payment yet (the member never paid): the event cannot be done.
    await postSigned({ event: 'charge.success', data: { id: 77_001, reference } });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, reference));
    expect(event).toBeDefined();
    const job = async () => (await jobsOf(event?.id))[0];
    expect(await until(async () => (await job())?.state === 'retry', 30_000)).toBe(true);
    expect(await job()).toMatchObject({
      retry_limit: 5,
      retry_backoff: true,
      output: expect.objectContaining({ message: '1 payment event(s) not done yet' }),
    });
    expect(
      (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status,
    ).toBe('pending');
  }, 60_000);
});
