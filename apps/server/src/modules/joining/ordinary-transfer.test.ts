import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, memberships, payments, users } from '../../db/schema/index.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { countEntries } from '../../test/database.ts';
import { joiningTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';
import { confirmByTwo, financePair } from '../../test/transfers.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN, FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

/** One operator proposes (with the operator token when given another), a second approves. */
const confirm = (
  payload: { tfp: string; amount: number | string; reference?: string },
  token = OPERATOR_TOKEN,
) =>
  token === OPERATOR_TOKEN
    ? confirmByTwo(t, payload)
    : t.app.inject({
        method: 'POST',
        url: '/api/admin/transfers/propose',
        headers: { 'x-operator-token': token },
        payload: { reference: 'TOKEN-TRY-1', ...payload },
      });

describe('the free BASIC plan (POST /userordinaryplansubscribe)', () => {
  it('activates at once with a pin and posts nothing; subscribing again answers the same pin', async () => {
    const m = await newMember(t);
    const entries = await countEntries(t);
    const planid = String(await t.planId('ORDINARY'));
    const res = await m.call('POST', '/userordinaryplansubscribe', { planid, page_response: 0 });
    expect(res.statusCode).toBe(200);
    const pin = res.json().data.u_tfp_pin;
    expect(pin).toMatch(/^TFP\d{10}$/);
    expect(res.json().data.u_plan_name).toBe('ORDINARY');
    expect(await countEntries(t)).toBe(entries);
    const again = await m.call('POST', '/userordinaryplansubscribe', { planid, page_response: 0 });
    expect(again.json().data.u_tfp_pin).toBe(pin);
    const held = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(held.map((x) => x.status)).toEqual(['active']);
  });

  it('cancels a paid plan still awaiting its transfer when the member takes the free plan instead', async () => {
    const m = await newMember(t);
    await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') });
    const res = await m.call('POST', '/userordinaryplansubscribe', {
      planid: String(await t.planId('ORDINARY')),
      page_response: 0,
    });
    expect(res.statusCode).toBe(200);
    const held = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, m.id))
      .orderBy(memberships.id);
    expect(held.map((x) => [x.status, x.paymentMethod])).toEqual([
      ['cancelled', 'transfer'],
      ['active', 'free'],
    ]);
  });

  it('is only for the BASIC plan', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/userordinaryplansubscribe', {
      planid: String(await t.planId('GOLD')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only the BASIC plan is free. Choose a way to pay for this plan.');
  });

  it('refuses a member whose paid plan is active, and keeps that plan', async () => {
    const m = await newMember(t);
    const d = (await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })).json().data;
    expect((await confirm({ tfp: d.narration, amount: 4_000 })).statusCode).toBe(200);
    const res = await m.call('POST', '/userordinaryplansubscribe', {
      planid: String(await t.planId('ORDINARY')),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You already have an active plan. Change it from your profile.');
    const held = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(held.map((x) => x.status)).toEqual(['active']);
  });
});

describe('bank transfer (POST /userplantransfer, then an operator confirms)', () => {
  it('shows the fee, first contribution, total, account, the pin as narration and USSD codes; the plan stays pending', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/userplantransfer', { planid: await t.planId('GOLD') });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      plan_name: 'GOLD',
      membership_fee: 15_000,
      weekly_contribution: 5_000,
      total: 20_000,
    });
    expect(d.narration).toMatch(/^TFP\d{10}$/);
    expect(d.bank.account_number).toBe('0123456789');
    expect(d.ussd).toHaveLength(5);
    expect(d.ussd[0]).toEqual({ bank: 'GTBank', code: '*737*1*20000*0123456789#' });
    // Choosing again gives the same details.
    const again = await m.call('POST', '/userplantransfer', { planid: await t.planId('GOLD') });
    expect(again.json().data).toMatchObject({ narration: d.narration, reference: d.reference });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('pending');
    // The payment awaited is the fund's bank account's, not the card provider's.
    const [awaited] = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(awaited).toMatchObject({
      purpose: 'transfer',
      method: 'transfer',
      gateway: 'bank',
      status: 'pending',
      amountKobo: 2_000_000n,
    });
    expect(awaited?.reference).toMatch(/^TRF-[0-9A-F]{20}$/);
  });

  it('is for the Silver, Gold and Platinum plans only', async () => {
    const m = await newMember(t);
    for (const plan of ['ORDINARY', 'FLEXI']) {
      const res = await m.call('POST', '/userplantransfer', { planid: await t.planId(plan) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Bank transfer is for the Silver, Gold and Platinum plans.');
    }
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id))).toEqual([]);
  });

  it('activates the plan when an operator confirms the exact amount, posting it from the bank account once', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    const bankBefore = await balance(t.database.db, ACCOUNTS.bank);

    expect(
      (await confirm({ tfp: narration, amount: 4000 }, 'wrong-token-wrong-token-wrong')).statusCode,
    ).toBe(401);
    const short = await confirm({ tfp: narration, amount: '3,999.99' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/amount due from TFP\d{10} is ₦4,000/);
    expect((await confirm({ tfp: 'TFP0000000001', amount: 4000 })).statusCode).toBe(404);
    expect((await confirm({ tfp: 'nonsense', amount: 4000 })).statusCode).toBe(400);

    const ok = await confirm({ tfp: narration.toLowerCase(), amount: '4000' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ tfp: narration, plan: 'SILVER', amount: 4000 });
    expect((await balance(t.database.db, ACCOUNTS.bank)) - bankBefore).toBe(400_000n);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(100_000n);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');

    const entries = await countEntries(t);
    const twice = await confirm({ tfp: narration, amount: 4000 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      `The transfer with bank reference TEST-${narration}-4000 was already confirmed`,
    );
    expect(await countEntries(t)).toBe(entries);
  });

  it('activates the awaited plan when the first transfer is confirmed with its bank reference', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    const res = await confirm({ tfp: narration, amount: 4000, reference: 'UBA/2026/4411' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/SILVER plan is active/),
      data: { kind: 'plan' },
    });
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
  });

  it('keeps an awaited transfer pending when the member asks its status, without asking the card provider', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    const [awaited] = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(awaited?.purpose).toBe('transfer');
    // The card provider has never heard of a bank transfer: asking it would fail the payment.
    const asked = await m.call('GET', `/getuserpaymentresponse?reference=${awaited?.reference}`);
    expect(asked.statusCode).toBe(200);
    const [still] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, awaited?.id ?? 0));
    expect(still?.status).toBe('pending');
    expect((await confirm({ tfp: narration, amount: 4000 })).statusCode).toBe(200);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
  });

  it('answers 404 for a TFP no member has', async () => {
    const res = await confirm({ tfp: 'TFP0000000001', amount: 4000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No member has the TFP TFP0000000001');
  });

  it('posts an active member’s weekly contribution by transfer once per bank reference, counting the week paid', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    expect((await confirm({ tfp: narration, amount: 4000 })).statusCode).toBe(200);
    t.clock.advanceDays(7);

    // The same bank credit (its reference) proposed again is a repeat.
    expect((await confirm({ tfp: narration, amount: 4000 })).statusCode).toBe(409);
    expect((await confirm({ tfp: narration, amount: 1000, reference: '#' })).statusCode).toBe(400);

    const week2 = await confirm({ tfp: narration, amount: 1000, reference: 'GTB/2026/000123' });
    expect(week2.statusCode).toBe(200);
    expect(week2.json()).toMatchObject({
      message: expect.stringMatching(/contribution is posted \(1 week paid\)/),
      data: { kind: 'contribution', weeks_paid: [2] },
    });
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(200_000n);

    // The member's transactions name the bank reference.
    const [entry] = await t.database.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, 'bank-transfer:GTB/2026/000123'));
    expect(entry?.description).toBe('Weekly contribution by bank transfer (GTB/2026/000123)');

    const entries = await countEntries(t);
    const repeat = await confirm({ tfp: narration, amount: 1000, reference: 'GTB/2026/000123' });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe(
      'The transfer with bank reference GTB/2026/000123 was already confirmed',
    );
    const otherAmount = await confirm({ tfp: narration, amount: 2000, reference: 'GTB/2026/000123' });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().message).toBe(
      'The bank reference GTB/2026/000123 was already confirmed for another amount',
    );
    expect(await countEntries(t)).toBe(entries);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(200_000n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('answers 404 for a member from whom no transfer is awaited', async () => {
    const m = await newMember(t);
    const planid = String(await t.planId('ORDINARY'));
    const pin = (await m.call('POST', '/userordinaryplansubscribe', { planid, page_response: 0 })).json().data
      .u_tfp_pin;
    const res = await confirm({ tfp: pin, amount: 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No bank transfer is awaited from ${pin}`);
  });

  it('refuses a contribution by transfer from a member with no active plan, posting nothing', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    // The member then chose another way to pay: no plan is active and no transfer is awaited.
    await t.database.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.userId, m.id));
    await t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.userId, m.id));
    const entries = await countEntries(t);
    const res = await confirm({ tfp: narration, amount: 1000, reference: 'GTB/2026/000999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      `${narration} has no active plan and no bank transfer is awaited from them`,
    );
    expect(await countEntries(t)).toBe(entries);
  });

  it('lets a signed-in operator confirm too, and records who did it', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('PLATINUM') })
    ).json().data;
    const memberTry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transfers/propose',
      headers: { accesstoken: m.token },
      payload: { tfp: narration, amount: 40_000 },
    });
    // A member is told the call is for operators (403) and stays signed in.
    expect(memberTry.statusCode).toBe(403);
    expect(memberTry.json().message).toBe('Only an operator of the fund can do this.');
    const operator = await newMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
    const proposed = await operator.call('POST', '/admin/transfers/propose', {
      tfp: narration,
      amount: 40_000,
      reference: 'ZEN/2026/0001',
    });
    expect(proposed.statusCode).toBe(200);
    // The approver is the operator who confirmed the money: the audit log names them.
    const { checker } = await financePair(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${proposed.json().data.id}/approve`,
      headers: checker.headers,
      payload: { payload_hash: proposed.json().data.payload_hash },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.id));
    expect(rows.find((r) => r.action === 'transfer.confirm')).toMatchObject({ actorUserId: checker.userId });
  });

  it('no longer awaits the transfer once the member paid by another way', async () => {
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    await m.call('POST', '/userordinaryplansubscribe', { planid: String(await t.planId('ORDINARY')) });
    const res = await confirm({ tfp: narration, amount: 4000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      `No bank transfer is awaited from ${narration} (the member chose another way to pay)`,
    );
  });

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
