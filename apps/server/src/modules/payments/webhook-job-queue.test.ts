import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';

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

describe('the payment webhook with the job runner', () => {
  it('answers at once and a pg-boss worker settles the payment, once', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const before = (await memberBalances(t.database.db, m.userId)).contributions;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usermakeupfrontcontribution',
      headers: m.headers,
      payload: { con_week: 2, con_amount: 2000 },
    });
    const { reference } = res.json().data;
    const sandbox = sandboxOf(t.app.deps.gateway);
    if (!sandbox) throw new Error('the test app runs the sandbox');
    // The member pays; the sandbox's webhook is answered without waiting for the work.
    sandbox.completeCheckout(reference, 'success');
    await sandbox.settled();
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
    const jobState = async () => {
      const result = (await t.database.db.execute(
        sql`select state from pgboss.job where name = 'payment-webhook-event' and data->>'id' = ${String(event?.id)}`,
      )) as unknown as { rows: { state: string }[] };
      return result.rows;
    };
    expect(await until(async () => (await jobState())[0]?.state === 'completed', 30_000)).toBe(true);
    expect(await jobState()).toHaveLength(1);
  }, 120_000);
});
