import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionWeeks, notifications, users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { planChangeWorld } from '../../test/plan-change.ts';
import { confirmByTwo } from '../../test/transfers.ts';
import { cycleDates } from '../contributions/index.ts';

/**
 * An upgrade once paid: what is posted from the provider and with which descriptions, FLEXI's
 * cycle, notice and receipt, a transfer's narration and the operator's confirmation, and two members
 * at once.
 */

const w = planChangeWorld();
const { call, change, changesOf, entriesOf, member, membershipOf, pay, payWeeks, paymentOf } = w;

describe('an upgrade paid', () => {
  it('posts a paid plan’s fee balance and top-up from the provider, with their descriptions, no week counted', async () => {
    const m = await member('SILVER');
    await payWeeks(m, 1, 100_000n);
    const up = (await change(m, 'GOLD', 1)).json().data;
    await pay(m, up);
    expect(await entriesOf(up.reference)).toEqual([
      [`payment:${up.reference}:contribution`, 'contribution', 'GOLD contribution top-up (plan upgrade)'],
      [`payment:${up.reference}:membership-fee`, 'membership-fee', 'GOLD membership fee (plan upgrade)'],
    ]);
    expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(100_000n + 400_000n);
    const counted = await w.t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.membershipId, m.membershipId));
    expect(counted).toHaveLength(1);
    // Not from BASIC: the cycle and the way of paying are the membership's own.
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      paymentMethod: 'card',
      startedAt: w.t.clock.now(),
    });
    const [row] = await changesOf(m.userId);
    expect(row).toMatchObject({ status: 'applied', appliedAt: w.t.clock.now() });
  });

  it('from BASIC to a monthly FLEXI starts its cycle of the chosen months, tells the member, and keeps a receipt', async () => {
    const m = await member('ORDINARY');
    w.t.clock.advance(2 * 60 * 60 * 1000);
    const body = {
      planid: await w.t.planId('FLEXI'),
      con_amount: 20_000,
      pf_pl_text: 'Monthly',
      pf_pl_duration: 6,
    };
    const fee = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 1 })).json().data
      .membership_fee as number;
    const started = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 2 })).json().data;
    expect(started.amount).toBe(fee + 20_000);
    await pay(m, started);
    const now = w.t.clock.now();
    expect((await membershipOf(m.userId))?.m).toMatchObject({
      planId: await w.t.planId('FLEXI'),
      frequency: 'Monthly',
      durationMonths: 6,
      contributionKobo: 2_000_000n,
      membershipFeeKobo: BigInt(fee) * 100n,
      paymentMethod: 'card',
      startedAt: now,
      ...cycleDates(now, 6),
    });
    expect(await entriesOf(started.reference)).toEqual([
      [
        `payment:${started.reference}:contribution`,
        'contribution',
        'FLEXI first contribution (plan upgrade)',
      ],
      [
        `payment:${started.reference}:membership-fee`,
        'membership-fee',
        'FLEXI membership fee (plan upgrade)',
      ],
    ]);
    const told = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.key, 'plan_changed')));
    expect(told.map((n) => [n.subject, n.message])).toEqual([
      ['Plan changed', 'Your plan is now FLEXI: ₦20,000 monthly.'],
    ]);
    const receipt = (await call(m, 'GET', `/paymentreceipt?reference=${started.reference}`)).json().data;
    expect(receipt).toMatchObject({
      plan_name: 'FLEXI',
      items: [
        { label: 'FLEXI membership fee', amount: fee },
        { label: "First week's saving on FLEXI (week 1)", amount: 20_000 },
      ],
    });
  });

  it('from BASIC to a daily FLEXI asks the fee and a first week of seven days', async () => {
    const m = await member('ORDINARY');
    const body = {
      planid: await w.t.planId('FLEXI'),
      con_amount: 1000,
      pf_pl_text: 'Daily',
      pf_pl_duration: 12,
    };
    const fee = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 1 })).json().data
      .membership_fee as number;
    const started = (await call(m, 'POST', '/userflexiplanpayment', { ...body, flexi_type: 2 })).json().data;
    expect(started.amount).toBe(fee + 7000);
    const [row] = await changesOf(m.userId);
    expect(row).toMatchObject({ topUpKobo: 700_000n, contributionKobo: 100_000n, frequency: 'Daily' });
  });

  it('from BASIC by transfer: the reference as narration for a member without a TFP, the transfer way kept', async () => {
    const m = await member('ORDINARY', { user: { tfpPin: null } });
    const r = (await change(m, 'SILVER', 1, 'transfer')).json().data;
    expect(r.narration).toBe(r.reference);
    const withPin = await member('ORDINARY');
    const pinned = (await change(withPin, 'SILVER', 1, 'transfer')).json().data;
    const [u] = await w.t.database.db.select().from(users).where(eq(users.id, withPin.userId));
    expect(pinned.narration).toBe(u?.tfpPin);
    const wrong = await confirmByTwo(w.t, { tfp: pinned.narration, amount: 3000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The amount due from ${pinned.narration} for the change to SILVER is ₦4,000; ₦3,000 was entered. Check the bank statement.`,
    );
    expect((await confirmByTwo(w.t, { tfp: pinned.narration, amount: 4000 })).statusCode).toBe(200);
    expect((await membershipOf(withPin.userId))?.m).toMatchObject({
      paymentMethod: 'transfer',
      startedAt: w.t.clock.now(),
    });
    expect(await entriesOf(pinned.reference)).toEqual([
      [
        `payment:${pinned.reference}:contribution`,
        'contribution',
        'SILVER first contribution (plan upgrade)',
      ],
      [
        `payment:${pinned.reference}:membership-fee`,
        'membership-fee',
        'SILVER membership fee (plan upgrade)',
      ],
    ]);
    expect((await paymentOf(pinned.reference))?.settledAt).toEqual(w.t.clock.now());
  });

  it('changes two members’ plans at once, each their own', async () => {
    const [a, b] = await Promise.all([member('SILVER'), member('GOLD')]);
    const [ra, rb] = await Promise.all([change(a, 'GOLD', 1), change(b, 'SILVER', 0)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    await pay(a, ra.json().data);
    expect((await membershipOf(a.userId))?.plan).toBe('GOLD');
    expect((await membershipOf(b.userId))?.plan).toBe('SILVER');
    expect((await changesOf(a.userId)).map((c) => [c.userId, c.membershipId])).toEqual([
      [a.userId, a.membershipId],
    ]);
    expect((await changesOf(b.userId)).map((c) => [c.userId, c.membershipId])).toEqual([
      [b.userId, b.membershipId],
    ]);
  });
});
