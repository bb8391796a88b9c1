import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../db/schema/index.ts';
import { countEntries } from '../../test/database.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';

const SECRET = 'sk_test_joining_outage';
const UNREACHABLE = 'The payment provider could not be reached. Please try again.';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

describe('joining while the payment provider cannot be reached', () => {
  it('answers 502 with a plain message, keeps a started payment open, fails a new one, and posts nothing', async () => {
    const m = await newMember(t);
    const started = await m.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') });
    expect(started.statusCode).toBe(200);
    const { reference } = started.json().data;
    const entries = await countEntries(t);
    await t.fake.close();

    // Coming back from the checkout: the payment cannot be checked now, and stays open to check later.
    const back = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(back.statusCode).toBe(502);
    expect(back.json()).toMatchObject({ status: 'error', message: UNREACHABLE });
    const [open] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(open?.status).toBe('pending');

    // A new checkout cannot start: its payment is closed as failed, with the reason.
    const again = await m.call('POST', '/userplanpayment', { planid: await t.planId('GOLD') });
    expect(again.statusCode).toBe(502);
    expect(again.json().message).toBe(UNREACHABLE);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.find((p) => p.reference !== reference)).toMatchObject({
      status: 'failed',
      failureReason: UNREACHABLE,
    });
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, m.id))
      .orderBy(memberships.id)
      .limit(1);
    expect(membership?.status).not.toBe('active');
    expect(await countEntries(t)).toBe(entries);
  });
});
