import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, contributionWeeks } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { jobDeps, weekOf } from '../../test/cycle.ts';
import type { FakePaystack } from '../../test/fake-paystack.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember } from '../../test/members.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';

// The weekly debit charging a saved card through the Paystack adapter, against the fake Paystack.
let t: Awaited<ReturnType<typeof paystackTestApp>>;
let fake: FakePaystack;
beforeAll(async () => {
  t = await paystackTestApp('sk_test_weekly_debit_paystack');
  fake = t.fake;
});
// Stops the app and the fake Paystack.
afterAll(() => t.close());

describe('a weekly debit Paystack is still processing', () => {
  it('is verified, not taken for a decline when its retry is refused as a duplicate reference, and is posted once', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const m = await createMember(t, { plan: 'SILVER', startedAt: start });
    await t.database.db.insert(cards).values({
      userId: m.userId,
      gateway: 'paystack',
      authorizationCode: fake.authorization.authorization_code,
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      createdAt: start,
    });
    const deps = jobDeps(t.database.db, t.app.deps.gateway, t.clock, t.app.deps.mailer);
    const weekTwo = async () =>
      (
        await t.database.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, m.userId))
      ).find((w) => w.week === 2);
    const ref = debitReference(m.userId, 1, 2);
    const charges = () =>
      fake.requests.filter((r) => r.path === '/transaction/charge_authorization' && r.body.reference === ref);

    // Paystack takes the charge in, but its answer never arrives.
    fake.chargesProcessing = true;
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await runAutoDebit(deps);
    fake.chargesProcessing = false;
    expect((await weekTwo())?.status).toBe('charging');

    // The next run verifies it (still processing), tries the same reference again, and Paystack
    // answers "Duplicate Transaction Reference": the week stays open, neither missed nor charged twice.
    t.clock.advance(STALE_CHARGE_MS + 1000);
    const retried = await runAutoDebit(deps);
    expect(charges()).toHaveLength(2);
    expect(retried).toMatchObject({ missed: 0, pending: 1 });
    expect(await weekTwo()).toMatchObject({ status: 'charging', failureReason: null });

    // Paystack finishes the charge: the following run finds it by verifying and posts it once.
    fake.pay(ref);
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps);
    await runAutoDebit(deps);
    expect((await weekTwo())?.status).toBe('paid');
    expect(charges()).toHaveLength(2);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });
});
