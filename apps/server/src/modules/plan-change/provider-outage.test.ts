import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments, planChanges, plans } from '../../db/schema/index.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember } from '../../test/members.ts';

const SECRET = 'sk_test_plan_change_outage';
const UNREACHABLE = 'The payment provider could not be reached. Please try again.';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

describe('a plan change while the payment provider cannot be reached', () => {
  it('keeps a card change waiting, and says so, while the provider cannot be asked about its payment', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/userplanchange',
      headers: m.headers,
      payload: { pl_id: await t.planId('GOLD'), pl_change: 1 },
    });
    expect(asked.statusCode).toBe(200);
    const { reference } = asked.json().data;
    // The list and the next change ask the provider about the waiting payment: it answers 503.
    const [list, next] = await t.fake.whileDown(`/transaction/verify/${reference}`, async () => [
      await t.app.inject({ method: 'GET', url: '/api/userplanchangelist', headers: m.headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/userplanchange',
        headers: m.headers,
        payload: { pl_id: await t.planId('PLATINUM'), pl_change: 1 },
      }),
    ]);
    expect(t.fake.requests.filter((r) => r.path === `/transaction/verify/${reference}`)).toHaveLength(2);
    expect(list?.statusCode).toBe(200);
    expect(list?.json().data.blocked).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    expect(next?.statusCode).toBe(409);
    expect(next?.json().message).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    const changes = await t.database.db.select().from(planChanges).where(eq(planChanges.userId, m.userId));
    expect(changes.map((c) => [c.status, c.paymentReference])).toEqual([['pending', reference]]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment?.status).toBe('pending');
  });

  it('answers 502 with a plain message, fails the payment, gives up the change, and keeps the plan', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    await t.fake.close();
    const gold = await t.planId('GOLD');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/userplanchange',
      headers: m.headers,
      payload: { pl_id: gold, pl_change: 1 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(UNREACHABLE);
    const [change] = await t.database.db.select().from(planChanges).where(eq(planChanges.userId, m.userId));
    expect(change?.status).toBe('cancelled');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.userId, m.userId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: UNREACHABLE });
    const [plan] = await t.database.db
      .select({ name: plans.name })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(eq(memberships.id, m.membershipId));
    expect(plan?.name).toBe('SILVER');
    // Nothing is left pending: the member is not told to wait for it.
    const list = await t.app.inject({ method: 'GET', url: '/api/userplanchangelist', headers: m.headers });
    expect(list.json().data.blocked).not.toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
  });
});
