import { CONTRIBUTION_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import type { FakePaystack } from '../../test/fake-paystack.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof paystackTestApp>>;
let fake: FakePaystack;
beforeAll(async () => {
  t = await paystackTestApp('sk_test_save_more_outage');
  fake = t.fake;
});
// Stops the app and the fake Paystack.
afterAll(() => t.close());

const saveMore = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usermakeupfrontcontribution',
    headers,
    payload: { con_week: 2, con_amount: 2000, con_currency: 'NGN' },
  });

describe('Save More while the payment provider cannot be reached', () => {
  it('answers 502, keeps a started payment open to confirm later, fails a new one, and posts nothing', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const started = await saveMore(m.headers);
    expect(started.statusCode).toBe(200);
    const { reference } = started.json().data;
    await fake.close();

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/usermakeupfrontcontributioncallback',
      headers: m.headers,
      payload: { reference },
    });
    expect(confirm.statusCode).toBe(502);
    expect(confirm.json().message).toBe(CONTRIBUTION_MESSAGES.paymentFailed);
    const [open] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(open?.status).toBe('pending');

    const refused = await saveMore(m.headers);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(CONTRIBUTION_MESSAGES.paymentFailed);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.userId));
    const failed = rows.find((p) => p.reference !== reference);
    expect(failed).toMatchObject({ status: 'failed', settledAt: t.clock.now() });
    expect(failed?.failureReason).toBeTruthy();
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });
});

describe('the contribution summary', () => {
  it('shows a member with a loan outstanding as owing, with the amount', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, m.userId, 'loan', 250_000n, `loan:${m.userId}`);
    const d = (
      await t.app.inject({ method: 'GET', url: '/api/getusercontribution', headers: m.headers })
    ).json().data;
    expect(d).toMatchObject({ loans: 2500, loan_status: 3 });
  });
});
